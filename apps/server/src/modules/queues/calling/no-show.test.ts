import { queueEventSchema } from '@vez/domain';
import { expect, it } from 'vitest';
import {
  activeQueues,
  callNext,
  createQueue,
  joined,
  leave,
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

describeEachDialect("'Não compareceu' as the client sees it (decision 044)", (ctx) => {
  it("turns the called client's 'É a sua vez!' into the no-show, live and on a reload, and tells nobody else", async () => {
    const { app, clock } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app, { nome_empresa: 'Clínica Sorriso LTDA' });
    const queue = await createQueue(app, owner, { nome: 'Consulta' });
    const ana = await newClient(app, 'Ana Souza');
    await joined(app, ana, queue.id);
    const bia = await newClient(app, 'Bia Lima');
    await joined(app, bia, queue.id);
    const called = await callNext(app, owner, queue.id);
    const ticketId: number = called.json().data.ticketId;
    const calledAt = new Date(clock.now()).toISOString();
    clock.advance(2 * MINUTE);

    const anaStream = await openStream(`${base}/api/queues/${queue.id}/events`, { token: ana.token });
    const biaStream = await openStream(`${base}/api/queues/${queue.id}/events`, { token: bia.token });
    streams.push(anaStream, biaStream);
    const first = await anaStream.next();
    expect(first.data).toMatchObject({ me: { status: 'called', ticketId } });
    await biaStream.next();
    const versionBefore = (await queueDetail(app, owner, queue.id)).versao;

    const marked = await markNoShow(app, owner, queue.id, ticketId);
    expect(marked.statusCode, marked.body).toBe(200);

    const told = await anaStream.next((d) => d.type === 'updated', PUSH_WITHIN_MS);
    expect(told.data).toMatchObject({ changes: ['updated'], me: { status: 'no_show', ticketId, calledAt } });
    expect(queueEventSchema.safeParse(told.data).success).toBe(true);
    expect(Number(told.id)).toBeGreaterThan(Number(first.id));
    // Bia, still waiting, hears that the queue moved, not that somebody did not come.
    const other = await biaStream.next((d) => d.type === 'updated', PUSH_WITHIN_MS);
    expect(other.data).toMatchObject({ changes: ['updated'], me: { status: 'waiting', position: 1 } });
    expect(JSON.stringify(other.data)).not.toContain('no_show');
    expect((other.data as { me: { ticketId: number } }).me.ticketId).not.toBe(ticketId);

    // The queue's version moved: the owner's screens (dashboard, Gerenciar Filas) re-read their counts.
    expect((await queueDetail(app, owner, queue.id)).versao).toBe(versionBefore + 1);
    // A reload says the same as the live page, and Minhas Filas no longer shows 'É a sua vez!'.
    expect((await queueDetail(app, ana, queue.id)).meuUltimoTicket).toMatchObject({
      ticketId,
      status: 'no_show',
      em: calledAt,
    });
    const reload = await openStream(`${base}/api/queues/${queue.id}/events`, { token: ana.token });
    streams.push(reload);
    expect((await reload.next()).data).toMatchObject({ me: { status: 'no_show', ticketId, calledAt } });
    expect(await activeQueues(app, ana)).toEqual([]);

    // Marked once: a second click changes nothing and announces nothing.
    const again = await markNoShow(app, owner, queue.id, ticketId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este cliente já foi marcado como não compareceu.');
    expect((await queueDetail(app, owner, queue.id)).versao).toBe(versionBefore + 1);

    // Joining again is a fresh start: the page shows the new place.
    await joined(app, ana, queue.id);
    expect((await queueDetail(app, ana, queue.id)).minhaPosicao).toMatchObject({ position: 2 });
  });

  it('refuses a mark by another establishment without touching the call', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app, { nome_empresa: 'Barbearia Norte LTDA' });
    const other = await newEstablishment(app, { nome_empresa: 'Barbearia Sul LTDA' });
    const queue = await createQueue(app, owner, { nome: 'Corte' });
    const caio = await newClient(app, 'Caio Reis');
    await joined(app, caio, queue.id);
    const ticketId: number = (await callNext(app, owner, queue.id)).json().data.ticketId;

    const refused = await markNoShow(app, other, queue.id, ticketId);
    expect(refused.statusCode).toBe(403);
    expect((await queueDetail(app, caio, queue.id)).meuUltimoTicket).toMatchObject({
      ticketId,
      status: 'called',
    });
  });

  it("tells of the client's latest ticket only: an earlier call never comes back", async () => {
    const { app, clock } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app, { nome_empresa: 'Barbearia Leste LTDA' });
    const queue = await createQueue(app, owner, { nome: 'Barba' });
    const ana = await newClient(app, 'Ana Souza');
    await joined(app, ana, queue.id);
    await callNext(app, owner, queue.id);
    clock.advance(MINUTE);
    // Served once, she joins again, is called again and this time does not come.
    const second = await joined(app, ana, queue.id);
    await callNext(app, owner, queue.id);
    expect((await markNoShow(app, owner, queue.id, second.ticketId)).statusCode).toBe(200);

    expect(await activeQueues(app, ana)).toEqual([]);
    expect((await queueDetail(app, ana, queue.id)).meuUltimoTicket).toMatchObject({
      ticketId: second.ticketId,
      status: 'no_show',
    });
    const stream = await openStream(`${base}/api/queues/${queue.id}/events`, { token: ana.token });
    streams.push(stream);
    expect((await stream.next()).data).toMatchObject({
      me: { status: 'no_show', ticketId: second.ticketId },
    });
    stream.close();

    // A third ticket, left: neither the no-show nor the first call is told any more.
    const third = await joined(app, ana, queue.id);
    expect((await leave(app, ana, queue.id)).statusCode).toBe(200);
    expect((await queueDetail(app, ana, queue.id)).meuUltimoTicket).toMatchObject({
      ticketId: third.ticketId,
      status: 'left',
    });
    const reload = await openStream(`${base}/api/queues/${queue.id}/events`, { token: ana.token });
    streams.push(reload);
    expect((await reload.next()).data).toMatchObject({ me: null });
  });
});
