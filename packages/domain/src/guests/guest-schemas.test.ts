import { describe, expect, it } from 'vitest';
import { guestJoinSchema, kioskJoinSchema, walkInSchema } from './guest-schemas';

type Issues = { issues: { message: string; path: PropertyKey[] }[] };
function issues(result: { success: boolean; error?: Issues }): string[] {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('guestJoinSchema', () => {
  it('takes a name and a phone, and defaults to one person without consent', () => {
    expect(guestJoinSchema.parse({ nome: ' Ana ', telefone: '(11) 98765-4321' })).toEqual({
      nome: 'Ana',
      telefone: '11987654321',
      email: '',
      tamanhoGrupo: 1,
      aceitaAvisos: false,
      site: '',
    });
  });

  it('reads a party size and consent sent as form text', () => {
    const parsed = guestJoinSchema.parse({ nome: 'Ana', tamanhoGrupo: '3', aceitaAvisos: 'true' });
    expect(parsed).toMatchObject({ tamanhoGrupo: 3, aceitaAvisos: true, telefone: '' });
  });

  it('names each bad field in Portuguese', () => {
    expect(
      issues(guestJoinSchema.safeParse({ nome: '', telefone: '123', email: 'x@', tamanhoGrupo: 9 })),
    ).toEqual([
      'nome: Nome obrigatório',
      'telefone: Telefone inválido',
      'tamanhoGrupo: Informe de 1 a 8 pessoas',
      'email: E-mail inválido',
    ]);
    expect(issues(guestJoinSchema.safeParse({ nome: 'Ana', tamanhoGrupo: 0 }))).toEqual([
      'tamanhoGrupo: Informe de 1 a 8 pessoas',
    ]);
  });
});

describe('walk-ins and kiosks', () => {
  it('lets the counter add a person with a name only', () => {
    expect(walkInSchema.parse({ nome: 'Seu Jorge' })).toEqual({
      nome: 'Seu Jorge',
      telefone: '',
      tamanhoGrupo: 1,
      enviarLink: false,
    });
  });

  it('asks a kiosk join which queue', () => {
    expect(issues(kioskJoinSchema.safeParse({ nome: 'Ana' }))).toEqual(['filaId: Escolha uma fila']);
    expect(kioskJoinSchema.parse({ nome: 'Ana', filaId: '4' }).filaId).toBe(4);
  });
});
