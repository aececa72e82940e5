import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { noticeRound } from '../../test-support/notice-fixtures';
import { createQueue, lineup, newClient, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { GUEST_LINKS_PER_RECIPIENT_PER_DAY } from './send-guest-link';

let device = 0;

function joinAsGuest(app: FastifyInstance, queueId: number, payload: Record<string, unknown>, key?: string) {
  device += 1;
  return app.inject({
    method: 'POST',
    url: `/api/queues/${queueId}/convidados`,
    headers: {
      'x-vez-aparelho': `aparelho-repeticao-${String(device).padStart(6, '0')}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload,
  });
}

const ANA = {
  nome: 'Ana Convidada',
  telefone: '(11) 98765-4321',
  email: 'ana@convidada.com',
  aceitaAvisos: true,
};
const linksTo = async (outbox: () => Promise<{ to: string; subject: string }[]>, to: string) =>
  (await outbox()).filter((m) => m.to === to && m.subject.startsWith('Sua senha na fila'));

/** A queue that takes guests without a phone: only the attempt's own index tells a repeat. */
async function queueWithoutPhone(app: FastifyInstance) {
  const owner = await newEstablishment(app);
  const queue = await createQueue(app, owner);
  await app.inject({
    method: 'PUT',
    url: `/api/queues/${queue.id}`,
    headers: bearer(owner.token),
    payload: { convidado_precisa_celular: false },
  });
  return { owner, queue };
}

describeEachDialect('a guest join asked twice (issue 36)', (ctx) => {
  it('answers a repeated attempt with the same ticket, even when both arrive at once', async () => {
    const { app } = ctx();
    const { owner, queue } = await queueWithoutPhone(app);
    const guest = { nome: 'Sem Celular', tamanhoGrupo: 2 };
    const [first, second] = await Promise.all([
      joinAsGuest(app, queue.id, guest, 'tentativa-dupla-0001'),
      joinAsGuest(app, queue.id, guest, 'tentativa-dupla-0001'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data).toEqual(first.json().data);
    const later = await joinAsGuest(app, queue.id, guest, 'tentativa-dupla-0001');
    expect(later.json().data).toMatchObject({ ticketId: first.json().data.ticketId, position: 1 });
    expect(await lineup(app, owner, queue.id)).toEqual([['Sem Celular', 1, 'a']]);

    // A new attempt is a new ticket (this queue takes guests without a phone).
    expect((await joinAsGuest(app, queue.id, guest, 'tentativa-outra-0002')).statusCode).toBe(201);
    const badKey = await joinAsGuest(app, queue.id, guest, 'não vale');
    expect(badKey.statusCode).toBe(400);
    expect(await lineup(app, owner, queue.id)).toHaveLength(2);
  });

  it('answers a repeat through another instance with the same ticket, and refuses the key for another person', async () => {
    const { app, outbox, secondInstance } = ctx();
    const other = await secondInstance();
    const { owner, queue } = await queueWithoutPhone(app);
    const carla = { nome: 'Carla Primeira', tamanhoGrupo: 1 };
    const [first, second] = await Promise.all([
      joinAsGuest(app, queue.id, carla, 'tentativa-do-quiosque-01'),
      joinAsGuest(other, queue.id, carla, 'tentativa-do-quiosque-01'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data.senha).toBe(first.json().data.senha);

    // The kiosk never saw Carla's answer and kept the key; Davi is not Carla.
    const davi = { nome: 'Davi Segundo', tamanhoGrupo: 4, email: 'davi@exemplo.com', aceitaAvisos: true };
    const refused = await joinAsGuest(app, queue.id, davi, 'tentativa-do-quiosque-01');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Esta chave de idempotência já foi usada para outra ação.');
    expect(JSON.stringify(refused.json())).not.toContain('Carla');
    await noticeRound(app);
    expect(await linksTo(outbox, 'davi@exemplo.com')).toEqual([]);
    expect(await lineup(app, owner, queue.id)).toEqual([['Carla Primeira', 1, 'a']]);
  });

  it('answers a repeated attempt with a phone with the same ticket, and a new attempt with that phone with a 409', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const first = await joinAsGuest(app, queue.id, ANA, 'tentativa-com-celular-01');
    const again = await joinAsGuest(app, queue.id, ANA, 'tentativa-com-celular-01');
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect((await joinAsGuest(app, queue.id, ANA, 'tentativa-com-celular-02')).statusCode).toBe(409);
    expect(await lineup(app, owner, queue.id)).toEqual([['Ana Convidada', 1, 'a']]);
  });

  it('sends the waiting ticket its own link again when its phone joins again, never to what the second join typed', async () => {
    const { app, outbox } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { nome: 'Corte' });
    const { link } = (await joinAsGuest(app, queue.id, ANA)).json().data;
    await noticeRound(app);
    expect(await linksTo(outbox, ANA.email)).toHaveLength(1);

    for (const email of ['estranho@exemplo.com', 'estranho@exemplo.com']) {
      const again = await joinAsGuest(app, queue.id, { ...ANA, nome: 'Estranho', email });
      expect(again.statusCode).toBe(409);
      expect(JSON.stringify(again.json())).not.toContain('Ana');
    }
    await noticeRound(app);
    // Asked twice within ten minutes, sent once; nothing to the address the second join typed.
    const sent = await linksTo(outbox, ANA.email);
    expect(sent).toHaveLength(2);
    expect((sent[1] as unknown as { links: string[] }).links).toContain(link);
    expect(await linksTo(outbox, 'estranho@exemplo.com')).toEqual([]);
  });

  it(`sends one address at most ${GUEST_LINKS_PER_RECIPIENT_PER_DAY} ticket links a day, across queues`, async () => {
    const { app, outbox } = ctx();
    for (let i = 0; i <= GUEST_LINKS_PER_RECIPIENT_PER_DAY; i += 1) {
      const queue = await createQueue(app, await newEstablishment(app), { nome: `Fila ${i}` });
      expect((await joinAsGuest(app, queue.id, ANA)).statusCode).toBe(201);
    }
    await noticeRound(app);
    expect(await linksTo(outbox, ANA.email)).toHaveLength(GUEST_LINKS_PER_RECIPIENT_PER_DAY);
  });

  it('tells the guest when their ticket moves into an account', async () => {
    const { app, outbox } = ctx();
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { nome: 'Corte' });
    const { senha } = (await joinAsGuest(app, queue.id, ANA)).json().data;
    const someone = await newClient(app, 'Quem Fotografou');
    const claimed = await app.inject({
      method: 'POST',
      url: '/api/senha/conta',
      headers: { ...bearer(someone.token), 'x-vez-senha': senha },
    });
    expect(claimed.statusCode).toBe(200);
    await noticeRound(app);
    const told = (await outbox()).filter((m) => m.to === ANA.email).map((m) => m.subject);
    expect(told).toContain('Sua senha na fila Corte passou para uma conta');
  });
});
