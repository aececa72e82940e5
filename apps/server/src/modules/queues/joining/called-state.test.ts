import { queueEventSchema } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../../test-support/fixtures';
import {
  type Account,
  activeQueues,
  callNext,
  createQueue,
  joined,
  markNoShow,
  newClient,
  newEstablishment,
  queueDetail,
} from '../../../test-support/queue-fixtures';
import {
  closedAfterEach,
  listenOnLoopback,
  openStream,
  PUSH_WITHIN_MS,
} from '../../../test-support/sse-client';
import { describeEachDialect } from '../../../test-support/test-app';

const MINUTE = 60_000;
const streams = closedAfterEach();

function recall(app: FastifyInstance, who: Account, queueId: number, ticketId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/queues/${queueId}/tickets/${ticketId}/chamar-novamente`,
    headers: bearer(who.token),
  });
}

async function calledTicket(app: FastifyInstance, owner: Account, queueId: number): Promise<number> {
  const response = await callNext(app, owner, queueId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.ticketId;
}

/** An owner, a queue and Ana, just called. */
async function anaCalled(app: FastifyInstance) {
  const owner = await newEstablishment(app, { nome_empresa: 'Barbearia do Zé LTDA' });
  const queue = await createQueue(app, owner, { nome: 'Corte' });
  const ana = await newClient(app, 'Ana Souza');
  await joined(app, ana, queue.id);
  const ticketId = await calledTicket(app, owner, queue.id);
  return { owner, queue, ana, ticketId };
}

describeEachDialect('the called state and Chamar novamente', (ctx) => {
  it('keeps a called ticket in Minhas Filas as "chamado" for 30 minutes, with the time of the call', async () => {
    const { app, clock } = ctx();
    const { owner, ana, queue, ticketId } = await anaCalled(app);
    const calledAt = new Date(clock.now()).toISOString();
    clock.advance(5 * MINUTE);
    expect(await activeQueues(app, ana)).toMatchObject([
      {
        id: queue.id,
        ticketId,
        situacao: 'chamado',
        fila_nome: 'Corte',
        estabelecimento_nome: 'Barbearia do Zé LTDA',
        chamado_em: calledAt,
        chamado_novamente_em: null,
        versao: (await queueDetail(app, owner, queue.id)).versao,
      },
    ]);
    clock.advance(26 * MINUTE);
    expect(await activeQueues(app, ana)).toEqual([]);
  });

  it('lets the owner call again at most 3 times, within 15 minutes, never after a no-show', async () => {
    const { app, clock } = ctx();
    const { owner, queue, ana, ticketId } = await anaCalled(app);
    clock.advance(2 * MINUTE);

    expect((await recall(app, ana, queue.id, ticketId)).statusCode).toBe(403);
    const other = await newEstablishment(app);
    expect((await recall(app, other, queue.id, ticketId)).statusCode).toBe(403);

    const first = await recall(app, owner, queue.id, ticketId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      ticketId,
      chamadasNovamente: 1,
      chamadoNovamenteEm: new Date(clock.now()).toISOString(),
      podeChamarNovamente: true,
    });
    await recall(app, owner, queue.id, ticketId);
    const third = await recall(app, owner, queue.id, ticketId);
    expect(third.json().data).toMatchObject({ chamadasNovamente: 3, podeChamarNovamente: false });
    const fourth = await recall(app, owner, queue.id, ticketId);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe('Este cliente já foi chamado novamente 3 vezes.');

    const row = await app.services.database.db
      .selectFrom('tickets')
      .select(['recall_count', 'recalled_at'])
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ recall_count: 3, recalled_at: clock.now() });

    const recent = await app.inject({
      method: 'GET',
      url: `/api/queues/${queue.id}/chamados-recentes`,
      headers: bearer(owner.token),
    });
    expect(recent.json().data[0]).toMatchObject({
      ticketId,
      chamadasNovamente: 3,
      podeChamarNovamente: false,
    });

    // Another call, past the window; and one marked 'Não compareceu'.
    const bia = await newClient(app, 'Bia Lima');
    await joined(app, bia, queue.id);
    const biaTicket = await calledTicket(app, owner, queue.id);
    clock.advance(15 * MINUTE + 1000);
    const late = await recall(app, owner, queue.id, biaTicket);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Só é possível chamar novamente até 15 minutos depois da chamada.');

    const caio = await newClient(app, 'Caio Reis');
    await joined(app, caio, queue.id);
    const caioTicket = await calledTicket(app, owner, queue.id);
    await markNoShow(app, owner, queue.id, caioTicket);
    const noShow = await recall(app, owner, queue.id, caioTicket);
    expect(noShow.statusCode).toBe(409);
    expect(noShow.json().message).toBe('Este cliente foi marcado como não compareceu.');

    // A ticket still waiting, or of another queue, is no call of this queue.
    const dani = await newClient(app, 'Dani Melo');
    const waiting = await joined(app, dani, queue.id);
    expect((await recall(app, owner, queue.id, waiting.ticketId)).statusCode).toBe(404);
  });

  it("tells the called client's open stream 'called' again, with a fresh time, when recalled", async () => {
    const { app, clock } = ctx();
    const base = await listenOnLoopback(app);
    const { owner, queue, ana, ticketId } = await anaCalled(app);
    const calledAt = new Date(clock.now()).toISOString();
    clock.advance(MINUTE);

    // A page opened after the call (a reload) still learns it was called, and when.
    const stream = await openStream(`${base}/api/queues/${queue.id}/events`, { token: ana.token });
    streams.push(stream);
    const first = await stream.next();
    expect(first.data).toMatchObject({ me: { status: 'called', ticketId, calledAt, recalledAt: null } });
    expect(queueEventSchema.safeParse(first.data).success).toBe(true);

    // Somebody else joining tells Ana nothing new.
    await joined(app, await newClient(app, 'Bia Lima'), queue.id);
    expect((await stream.next((d) => d.type === 'joined', PUSH_WITHIN_MS)).data).toMatchObject({ me: null });

    clock.advance(MINUTE);
    expect((await recall(app, owner, queue.id, ticketId)).statusCode).toBe(200);
    const again = await stream.next((d) => d.type === 'recalled', PUSH_WITHIN_MS);
    expect(again.data).toMatchObject({
      changes: ['recalled'],
      me: { status: 'called', ticketId, calledAt, recalledAt: new Date(clock.now()).toISOString() },
    });
    expect(queueEventSchema.safeParse(again.data).success).toBe(true);
    expect(Number(again.id)).toBeGreaterThan(Number(first.id));

    const view = await app.inject({
      method: 'GET',
      url: `/api/queues/${queue.id}`,
      headers: bearer(ana.token),
    });
    expect(view.json().data.meuUltimoTicket).toMatchObject({
      ticketId,
      status: 'called',
      em: calledAt,
      chamadoNovamenteEm: new Date(clock.now()).toISOString(),
    });
  });
});
