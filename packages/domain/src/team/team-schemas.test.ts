import { describe, expect, it } from 'vitest';
import { acceptInvitationSchema, changeMemberRoleSchema, inviteMemberSchema } from './team-schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('team schemas', () => {
  it('takes an invitation with a trimmed name, a lower-case e-mail and a role', () => {
    expect(
      inviteMemberSchema.parse({ nome: '  João Lima ', email: ' Joao@Exemplo.COM', papel: 'atendente' }),
    ).toEqual({
      nome: 'João Lima',
      email: 'joao@exemplo.com',
      papel: 'atendente',
    });
  });

  it('says what is missing or wrong in Portuguese', () => {
    expect(messages(inviteMemberSchema.safeParse({ nome: '', email: 'x', papel: 'gerente' }))).toEqual([
      'Nome obrigatório',
      'E-mail inválido',
      'Escolha a função: Dono ou Atendente',
    ]);
    expect(messages(changeMemberRoleSchema.safeParse({}))).toEqual(['Escolha a função: Dono ou Atendente']);
  });

  it('asks the invited person for a password under the one policy', () => {
    const token = 'a'.repeat(43);
    expect(acceptInvitationSchema.safeParse({ token, senha: 'Segura123' }).success).toBe(true);
    expect(messages(acceptInvitationSchema.safeParse({ token, senha: 'fraca' }))).toHaveLength(1);
    expect(messages(acceptInvitationSchema.safeParse({ token: 'curto', senha: 'Segura123' }))).toEqual([
      'Convite inválido. Confira o link do e-mail.',
    ]);
  });
});
