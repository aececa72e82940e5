import { randomBytes } from 'node:crypto';
import { TEST_CARD_APPROVED } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { deliverOutbox } from '../modules/outbox/deliver-outbox';
import { bearer } from './fixtures';
import type { Account } from './queue-fixtures';

export const newKey = () => randomBytes(12).toString('base64url');

/** A complete payment-page request for `plano`; spread and override to build each case. */
export function subscribeBody(plano: string, overrides: Record<string, unknown> = {}) {
  return {
    plano,
    chave: newKey(),
    empresa: {
      razao_social: 'Barbearia Central LTDA',
      cnpj: '11.222.333/0001-81',
      email: 'financeiro@barbearia.com',
      telefone: '(11) 3333-4444',
    },
    endereco: {
      cep: '01310-100',
      endereco: 'Avenida Paulista',
      numero: '1000',
      complemento: 'sala 12',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      uf: 'SP',
    },
    aceites: { privacidade: true, termos: true },
    cartao: { titular: 'Ana Souza', numero: TEST_CARD_APPROVED, validade: '12/30', cvv: '123' },
    ...overrides,
  };
}

export function postSubscribe(app: FastifyInstance, owner: Account, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/plans/subscribe',
    headers: bearer(owner.token),
    payload: body,
  });
}

export async function subscribed(app: FastifyInstance, owner: Account, plano: string) {
  const response = await postSubscribe(app, owner, subscribeBody(plano));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { pagamento: { id: string; valorCentavos: number } };
}

export async function planStatus(app: FastifyInstance, owner: Account) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/plans/status',
    headers: bearer(owner.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    hasActivePlan: boolean;
    subscription: {
      plano_id: number;
      data_vencimento: string;
      dias_restantes: number;
      proximo: { plano_id: number; data_inicio: string; data_vencimento: string } | null;
    } | null;
    cobrancas: Record<'essencial' | 'profissional', { totalCents: number; description: string }>;
  };
}

export async function planPayments(app: FastifyInstance, owner: Account) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/plans/payments',
    headers: bearer(owner.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    id: string;
    status: string;
    plano_id: number;
    valorCentavos: number;
    bandeira: string | null;
    final: string | null;
    periodo: { inicio: string; fim: string } | null;
  }[];
}

/** Runs the outbox delivery once and returns what the dev outbox then holds for `to`. */
export async function deliveredTo(
  app: FastifyInstance,
  outbox: () => Promise<{ to: string; subject: string; text: string }[]>,
  to: string,
) {
  await deliverOutbox(app.services);
  return (await outbox()).filter((mail) => mail.to === to);
}
