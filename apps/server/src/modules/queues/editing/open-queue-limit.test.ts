import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../../test-support/fixtures';
import { subscribed } from '../../../test-support/plan-fixtures';
import { type Account, createQueue, newEstablishment } from '../../../test-support/queue-fixtures';
import { describeEachDialect } from '../../../test-support/test-app';
import { openDueQueues } from '../../scheduler/open-due-queues';

const MINUTE = 60_000;
const NO_PLAN_FULL =
  'Sem plano, o estabelecimento pode manter 1 fila aberta (ativa ou pausada) por vez. Encerre uma fila ou conheça os planos para abrir mais.';

function post(app: FastifyInstance, owner: Account, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/queues', headers: bearer(owner.token), payload });
}

function setStatus(app: FastifyInstance, owner: Account, queueId: number, status: 'ativa' | 'pausada') {
  return app.inject({
    method: 'PUT',
    url: `/api/queues/${queueId}/status`,
    headers: bearer(owner.token),
    payload: { status },
  });
}

function close(app: FastifyInstance, owner: Account, queueId: number) {
  return app.inject({ method: 'DELETE', url: `/api/queues/${queueId}`, headers: bearer(owner.token) });
}

/** Gerenciar Filas' list: the queues and the plan's limit that comes with them. */
async function ownList(app: FastifyInstance, owner: Account) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/queues/establishment/${owner.id}`,
    headers: bearer(owner.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: number; status: string; abre_em: string | null }[];
    limiteFilasAbertas: { planoId: number | null; maximo: number | null };
  };
}

const statusOf = async (app: FastifyInstance, owner: Account, id: number) =>
  (await ownList(app, owner)).data.find((queue) => queue.id === id)?.status;

describeEachDialect('The plan limit counts open queues only (decision 058)', (ctx) => {
  it('lets an establishment without a plan schedule a queue while its one open queue is open', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    await createQueue(app, owner, { nome: 'Manhã' });

    const now = await post(app, owner, { nome: 'Outra' });
    expect(now.statusCode).toBe(403);
    expect(now.json().message).toBe(NO_PLAN_FULL);

    // 09:00 in Brasília on the test clock: 'Tarde' opens at 13:00, and does not count until then.
    const later = await post(app, owner, { nome: 'Tarde', abrir_agora: false, horario_abertura: '13:00' });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().data.status).toBe('agendada');
    const list = await ownList(app, owner);
    expect(list.limiteFilasAbertas).toEqual({ planoId: null, maximo: 1 });
    expect(list.data.map((queue) => queue.status).sort()).toEqual(['agendada', 'ativa']);
  });

  it('keeps a due queue scheduled while the limit is full (a paused queue counts), and opens it once there is room', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const morning = await createQueue(app, owner, { nome: 'Manhã' });
    const afternoon = await createQueue(app, owner, {
      nome: 'Tarde',
      abrir_agora: false,
      horario_abertura: '10:00',
    });
    expect((await setStatus(app, owner, morning.id, 'pausada')).statusCode).toBe(200);

    clock.advance(60 * MINUTE);
    const version = (await app.services.queues.findById(afternoon.id))?.version;
    expect(await openDueQueues(app.services)).toEqual([]);
    expect(await statusOf(app, owner, afternoon.id)).toBe('agendada');
    expect((await app.services.queues.findById(afternoon.id))?.version).toBe(version);

    // 'Abrir Agora' is refused with the same words, and changes nothing.
    const early = await setStatus(app, owner, afternoon.id, 'ativa');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(NO_PLAN_FULL);
    expect(await statusOf(app, owner, afternoon.id)).toBe('agendada');

    expect((await close(app, owner, morning.id)).statusCode).toBe(200);
    clock.advance(1_000);
    expect(await openDueQueues(app.services)).toEqual([afternoon.id]);
    const opened = await app.services.queues.findById(afternoon.id);
    expect(opened).toMatchObject({ status: 'ativa', opens_at: null, opened_at: clock.now() });
  });

  it("opens with 'Abrir Agora' when there is room, and gives one room to the earliest due queue", async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const first = await createQueue(app, owner, {
      nome: 'Primeira',
      abrir_agora: false,
      horario_abertura: '09:30',
    });
    const second = await createQueue(app, owner, {
      nome: 'Segunda',
      abrir_agora: false,
      horario_abertura: '09:10',
    });
    const third = await createQueue(app, owner, {
      nome: 'Terceira',
      abrir_agora: false,
      horario_abertura: '11:00',
    });

    clock.advance(60 * MINUTE);
    expect(await openDueQueues(app.services)).toEqual([second.id]);
    expect(await statusOf(app, owner, first.id)).toBe('agendada');

    expect((await close(app, owner, second.id)).statusCode).toBe(200);
    const early = await setStatus(app, owner, third.id, 'ativa');
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().message).toBe('Fila aberta com sucesso!');
    expect(await openDueQueues(app.services)).toEqual([]);
    expect(await statusOf(app, owner, first.id)).toBe('agendada');
  });

  it('opens the queues a plan bought meanwhile makes room for', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    await createQueue(app, owner, { nome: 'Manhã' });
    const later = await createQueue(app, owner, {
      nome: 'Tarde',
      abrir_agora: false,
      horario_abertura: '09:30',
    });
    clock.advance(60 * MINUTE);
    expect(await openDueQueues(app.services)).toEqual([]);

    await subscribed(app, owner, 'essencial');
    expect((await ownList(app, owner)).limiteFilasAbertas).toEqual({ planoId: 1, maximo: 3 });
    expect(await openDueQueues(app.services)).toEqual([later.id]);
    const essencialFull = await post(app, owner, { nome: 'Terceira' });
    expect(essencialFull.statusCode).toBe(201);
    const refused = await post(app, owner, { nome: 'Quarta' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'O plano Essencial permite até 3 filas abertas (ativas ou pausadas) ao mesmo tempo. Encerre uma fila ou conheça os planos para abrir mais.',
    );

    await subscribed(app, owner, 'profissional');
    expect((await ownList(app, owner)).limiteFilasAbertas).toEqual({ planoId: 2, maximo: null });
  });

  it('lets one of simultaneous openings and creations take the last room', async () => {
    const { app, clock } = ctx();
    const owner = await newEstablishment(app);
    const scheduled = await Promise.all(
      ['A', 'B'].map((nome) =>
        createQueue(app, owner, { nome, abrir_agora: false, horario_abertura: '10:00' }),
      ),
    );
    clock.advance(MINUTE);
    const answers = await Promise.all([
      ...scheduled.map((queue) => setStatus(app, owner, queue.id, 'ativa')),
      post(app, owner, { nome: 'C' }),
      post(app, owner, { nome: 'D' }),
    ]);
    // Whichever came first (an opening 200 or a creation 201) took it; the other three were told why.
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 403)).toHaveLength(3);
    expect(codes.filter((code) => code === 200 || code === 201)).toHaveLength(1);
    const statuses = (await ownList(app, owner)).data.map((queue) => queue.status);
    expect(statuses.filter((status) => status === 'ativa')).toHaveLength(1);
  });
});
