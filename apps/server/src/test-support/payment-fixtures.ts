import { TEST_CARD_APPROVED } from '@vez/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, vi } from 'vitest';
import { changesGatheredFor } from '../modules/queues/mutation-batches';
import { bearer } from './fixtures';
import { type Account, callNext, createQueue, joined, newClients, newEstablishment } from './queue-fixtures';

/** An active queue with `count` clients waiting, one per position, in the order of `clients`. */
export async function queueWithLine(
  app: FastifyInstance,
  count: number,
  queueFields: Record<string, unknown> = {},
) {
  const owner = await newEstablishment(app);
  const queue = await createQueue(app, owner, queueFields);
  const clients = await newClients(app, count);
  for (const client of clients) await joined(app, client, queue.id);
  return { owner, queue, clients };
}

/**
 * Five waiting; the fifth starts paying for 3 positions, then two calls leave it third: only 2 of the 3
 * can still be given when the payment is confirmed (a clamped advance, decision 014).
 */
export async function clampedAdvanceSetup(app: FastifyInstance) {
  const { owner, queue, clients } = await queueWithLine(app, 5);
  const fifth = clients[4]!;
  const { paymentId } = await advancePreference(app, fifth, queue.id, 3);
  await callNext(app, owner, queue.id);
  await callNext(app, owner, queue.id);
  return { owner, queue, clients, fifth, paymentId };
}

export function requestAdvance(
  app: FastifyInstance,
  client: Account,
  queueId: number,
  positions: unknown,
  url = '/api/payments/advance-preference',
) {
  return app.inject({ method: 'POST', url, headers: bearer(client.token), payload: { queueId, positions } });
}

export async function advancePreference(
  app: FastifyInstance,
  client: Account,
  queueId: number,
  positions: number,
) {
  const response = await requestAdvance(app, client, queueId, positions);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    initPoint: string;
    paymentId: string;
    valorCentavos: number;
    valor: number;
  };
}

export const goodCard = {
  titular: 'Pessoa Teste',
  numero: TEST_CARD_APPROVED,
  validade: '12/30',
  cvv: '123',
};

export function paySimulated(
  app: FastifyInstance,
  client: Account,
  paymentId: string,
  card: Record<string, unknown> = goodCard,
) {
  return app.inject({
    method: 'POST',
    url: `/api/payments/${paymentId}/simulado/pagar`,
    headers: bearer(client.token),
    payload: card,
  });
}

export async function paymentOf(app: FastifyInstance, client: Account, paymentId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/payments/${paymentId}`,
    headers: bearer(client.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    status: string;
    posicoesAplicadas: number | null;
    estornoCentavos: number;
  };
}

/** The owner's view: [name, position, letter, paid] per ticket, in service order. */
export async function paidLineup(app: FastifyInstance, owner: Account, queueId: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/queues/${queueId}/clients?isEstablishment=true`,
    headers: bearer(owner.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const clients = response.json().data.clients as {
    nome: string;
    position: number;
    subPosition: string;
    paidAdvance: boolean;
  }[];
  return clients.map((c) => [c.nome, c.position, c.subPosition, c.paidAdvance] as const);
}

export async function revenue(app: FastifyInstance, owner: Account) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/payments/receita',
    headers: bearer(owner.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { totalCentavos: number; avancos: number };
}

/**
 * Runs requests that each take the queue's lock, in the given order: the lock is held until every
 * request is waiting for it, so which one gets it first is chosen, not left to timing.
 */
export async function inTurnOnQueue(
  app: FastifyInstance,
  queueId: number,
  requests: (() => Promise<LightMyRequestResponse>)[],
): Promise<LightMyRequestResponse[]> {
  const mutex = app.services.queueMutex;
  const run = mutex.run.bind(mutex);
  let waiting = 0;
  let open = () => {};
  const held = run(queueId, () => new Promise<void>((resolve) => (open = resolve)));
  const spy = vi.spyOn(mutex, 'run').mockImplementation((key, task) => {
    if (key === queueId) waiting++;
    return run(key, task);
  });
  // On SQLite the changes that arrive while the lock is held are gathered for one transaction (group
  // commit), in arrival order; on PostgreSQL each waits for the lock itself.
  const arrived = () =>
    app.services.database.dialect === 'sqlite' ? changesGatheredFor(app.services.database, queueId) : waiting;
  try {
    const responses: Promise<LightMyRequestResponse>[] = [];
    for (const request of requests) {
      const before = arrived();
      responses.push(request());
      await vi.waitFor(() => expect(arrived()).toBe(before + 1));
    }
    open();
    await held;
    return await Promise.all(responses);
  } finally {
    open();
    spy.mockRestore();
  }
}
