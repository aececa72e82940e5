import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { deliverOutbox } from '../modules/outbox/deliver-outbox';
import { bearer } from './fixtures';
import type { Account } from './queue-fixtures';
import type { TestContext } from './test-app';

let counter = 0;
export const memberEmail = (prefix = 'equipe') =>
  `${prefix}${Date.now().toString(36)}${++counter}@exemplo.com`;

export function invite(
  app: FastifyInstance,
  owner: Account,
  body: { nome?: string; email: string; papel?: 'dono' | 'atendente' },
) {
  return app.inject({
    method: 'POST',
    url: '/api/equipe/convites',
    headers: bearer(owner.token),
    payload: { nome: body.nome ?? 'João Atendente', email: body.email, papel: body.papel ?? 'atendente' },
  });
}

/** The token of the newest invitation e-mailed to `email`, read from its link as the person would. */
export async function invitationTokenFor(ctx: TestContext, email: string): Promise<string> {
  await deliverOutbox(ctx.app.services);
  const mails = (await ctx.outbox()).filter((mail) => mail.to === email);
  const link = mails.at(-1)?.links.find((l) => l.includes('/convite#'));
  expect(link, `convite para ${email}`).toBeDefined();
  return (link as string).split('#')[1] as string;
}

export function acceptInvitation(app: FastifyInstance, token: string, senha = 'Equipe123') {
  return app.inject({ method: 'POST', url: '/api/equipe/convite/aceitar', payload: { token, senha } });
}

export async function logInMember(app: FastifyInstance, email: string, senha = 'Equipe123') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/establishment',
    payload: { email_empresa: email, senha_empresa: senha },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    token: string;
    user: { id: number; papel: string; membro: { id: number; nome: string } | null; email: string };
  };
}

/** Invites, accepts and logs in a member of `owner`'s team (the owner's plan must leave a seat). */
export async function newMember(
  ctx: TestContext,
  owner: Account,
  papel: 'dono' | 'atendente' = 'atendente',
  nome = 'João Atendente',
): Promise<Account & { memberId: number }> {
  const email = memberEmail();
  const invited = await invite(ctx.app, owner, { nome, email, papel });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await acceptInvitation(ctx.app, await invitationTokenFor(ctx, email));
  expect(accepted.statusCode, accepted.body).toBe(200);
  const login = await logInMember(ctx.app, email);
  return { id: login.user.id, token: login.token, email, name: nome, memberId: login.user.membro?.id ?? 0 };
}
