import { describe, expect, it } from 'vitest';
import { isNearTurn, noticeText } from './notice-messages';
import { pushSubscriptionSchema, ticketNoticeSchema } from './notice-schemas';

describe('near-turn threshold', () => {
  it('is reached when N people or fewer are ahead, position 1 included', () => {
    expect(isNearTurn(4, 3)).toBe(true);
    expect(isNearTurn(5, 3)).toBe(false);
    expect(isNearTurn(1, 1)).toBe(true);
    expect(isNearTurn(0, 3)).toBe(false);
  });
});

describe('notice text', () => {
  const where = { establishment: 'Barbearia Navalha', queue: 'Corte' };
  it('counts people ahead in Portuguese, singular and plural', () => {
    expect(noticeText('near', { ...where, ahead: 2 }).body).toBe(
      'Faltam 2 pessoas para a sua vez na fila Corte. Vá se aproximando.',
    );
    expect(noticeText('near', { ...where, ahead: 1 }).subject).toBe(
      'Falta 1 pessoa para a sua vez — Barbearia Navalha',
    );
    expect(noticeText('near', { ...where, ahead: 0 }).body).toMatch(/^Você é o próximo/);
  });
  it('names the establishment as the title of every notice', () => {
    for (const reason of ['near', 'called', 'recall', 'broadcast'] as const) {
      expect(noticeText(reason, { ...where, ahead: 1, message: 'Atraso de 15 min' }).title).toBe(
        'Barbearia Navalha',
      );
    }
    expect(noticeText('called', where).body).toBe('É a sua vez na fila Corte! Dirija-se ao atendimento.');
    expect(noticeText('broadcast', { ...where, message: 'Atraso de 15 min' }).body).toBe(
      'Aviso da fila Corte: Atraso de 15 min',
    );
  });
});

describe('notice text of a call to a service point (issue 37)', () => {
  const where = { establishment: 'Barbearia Navalha', queue: 'Corte' };
  const chair = { nome: 'Cadeira 2', artigo: 'a' } as const;
  it('sends the person to the point, on the call and on each recall', () => {
    expect(noticeText('called', { ...where, point: chair }).body).toBe(
      'É a sua vez na fila Corte! Dirija-se à Cadeira 2.',
    );
    expect(noticeText('called', { ...where, point: chair }).subject).toBe(
      'É a sua vez: Cadeira 2 — Barbearia Navalha',
    );
    expect(noticeText('recall', { ...where, point: { nome: 'Consultório 1', artigo: 'o' } }).body).toBe(
      'Estamos chamando você de novo na fila Corte. Dirija-se ao Consultório 1.',
    );
  });
  it('reads as before points existed when the call has none', () => {
    expect(noticeText('called', { ...where, point: null })).toEqual(noticeText('called', where));
    expect(noticeText('recall', where).body).toBe(
      'Estamos chamando você de novo na fila Corte. Dirija-se ao atendimento.',
    );
    expect(noticeText('recall', where).subject).toBe('Chamando você de novo — Barbearia Navalha');
  });
});

describe('notice schemas', () => {
  it('accepts 1..10 people and refuses the rest in Portuguese', () => {
    expect(ticketNoticeSchema.safeParse({ pessoas: 10 }).success).toBe(true);
    const refused = ticketNoticeSchema.safeParse({ pessoas: 11 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Escolha de 1 a 10 pessoas');
  });
  it('takes a browser subscription and refuses one without keys', () => {
    const keys = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/x', keys }).success).toBe(
      true,
    );
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/x' }).success).toBe(
      false,
    );
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'nada', keys }).success).toBe(false);
  });
});
