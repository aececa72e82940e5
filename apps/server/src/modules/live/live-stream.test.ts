import { queueEventSchema } from '@vez/domain';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import {
  callNext,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { closedAfterEach, listenOnLoopback, openStream, PUSH_WITHIN_MS } from '../../test-support/sse-client';
import { describeEachDialect } from '../../test-support/test-app';
import { advanceTicket } from '../queues/moving-ahead/advance-ticket';

const streams = closedAfterEach();

describeEachDialect('live queue events', (ctx) => {
  it('tells a client their own position as it changes, then that they were called', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner, { tempo_estimado: 3 });
    const ana = await newClient(app, 'Ana Souza');
    const bia = await newClient(app, 'Bia Lima');
    await joined(app, ana, queue.id);
    await joined(app, bia, queue.id);

    const stream = await openStream(`${base}/api/queues/${queue.id}/events`, { token: bia.token });
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const first = await stream.next();
    expect(first.data).toMatchObject({
      type: 'snapshot',
      queue: { id: queue.id, status: 'ativa', totalPessoas: 2 },
      me: { status: 'waiting', position: 2, letter: 'a', estimatedWaitMinutes: 3 },
    });
    // The web reads every message through the domain's schema: the two must never drift apart.
    expect(queueEventSchema.safeParse(first.data).success).toBe(true);

    await callNext(app, owner, queue.id);
    const moved = await stream.next((d) => d.type === 'called', PUSH_WITHIN_MS);
    expect(moved.data).toMatchObject({
      me: { status: 'waiting', position: 1, letter: 'a', estimatedWaitMinutes: 0 },
    });
    expect(Number(moved.id)).toBeGreaterThan(Number(first.id));

    await callNext(app, owner, queue.id);
    const called = await stream.next((d) => d.type === 'called');
    expect(called.data).toMatchObject({ me: { status: 'called' }, queue: { totalPessoas: 0 } });
    expect(queueEventSchema.safeParse(called.data).success).toBe(true);
  });

  it('streams the masked public picture to anonymous visitors for every kind of change', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const stream = await openStream(`${base}/api/queues/${queue.id}/events`);
    streams.push(stream);
    expect((await stream.next()).data).toMatchObject({
      type: 'snapshot',
      me: null,
      queue: { totalPessoas: 0 },
    });

    const ana = await newClient(app, 'Ana Souza');
    await joined(app, ana, queue.id);
    expect((await stream.next((d) => d.type === 'joined')).data).toMatchObject({
      queue: { totalPessoas: 1 },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}/status`,
      headers: bearer(owner.token),
      payload: { status: 'pausada' },
    });
    expect((await stream.next((d) => d.type === 'paused')).data).toMatchObject({
      queue: { status: 'pausada' },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/queues/${queue.id}/status`,
      headers: bearer(owner.token),
      payload: { status: 'ativa' },
    });
    await stream.next((d) => d.type === 'resumed');
    await app.inject({ method: 'DELETE', url: `/api/queues/${queue.id}/leave`, headers: bearer(ana.token) });
    expect((await stream.next((d) => d.type === 'left')).data).toMatchObject({ queue: { totalPessoas: 0 } });
    await app.inject({ method: 'DELETE', url: `/api/queues/${queue.id}`, headers: bearer(owner.token) });
    expect((await stream.next((d) => d.type === 'closed')).data).toMatchObject({
      queue: { status: 'encerrada' },
    });
    expect(JSON.stringify(stream.events)).not.toContain(ana.email);
  });

  it('tells a client the new position and letter after a paid advance', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    for (const name of ['Ana Souza', 'Bia Lima', 'Caio Reis'])
      await joined(app, await newClient(app, name), queue.id);
    const eva = await newClient(app, 'Eva Rocha');
    const ticket = await joined(app, eva, queue.id);
    const stream = await openStream(`${base}/api/queues/${queue.id}/events`, { token: eva.token });
    streams.push(stream);
    expect((await stream.next()).data).toMatchObject({ me: { position: 4, letter: 'a' } });
    await advanceTicket(app.services, queue.id, ticket.ticketId, 2);
    expect((await stream.next((d) => d.type === 'advanced')).data).toMatchObject({
      me: { status: 'waiting', position: 2, letter: 'b' },
      queue: { posicoesOcupadas: 3 },
    });
  });

  it('tells waiting clients their queue was closed', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const ana = await newClient(app, 'Ana Souza');
    await joined(app, ana, queue.id);
    const stream = await openStream(`${base}/api/queues/${queue.id}/events`, { token: ana.token });
    streams.push(stream);
    await stream.next();
    await app.inject({ method: 'DELETE', url: `/api/queues/${queue.id}`, headers: bearer(owner.token) });
    expect((await stream.next((d) => d.type === 'closed')).data).toMatchObject({ me: { status: 'closed' } });
  });

  it('resumes a reconnect that missed nothing, and resynchronises one that did', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const first = await openStream(`${base}/api/queues/${queue.id}/events`);
    streams.push(first);
    const seen = Number((await first.next()).id);

    const upToDate = await openStream(`${base}/api/queues/${queue.id}/events`, { lastEventId: seen });
    streams.push(upToDate);
    expect((await upToDate.next()).data).toMatchObject({ type: 'resumed' });

    await joined(app, await newClient(app), queue.id);
    const behind = await openStream(`${base}/api/queues/${queue.id}/events`, { lastEventId: seen });
    streams.push(behind);
    expect((await behind.next()).data).toMatchObject({ type: 'snapshot', queue: { totalPessoas: 1 } });
  });

  it('refuses a bad token, and answers 404 for an unknown queue, before streaming', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const bad = await fetch(`${base}/api/queues/1/events`, { headers: { authorization: 'Bearer a.b.c' } });
    expect(bad.status).toBe(401);
    const missing = await fetch(`${base}/api/queues/999/events`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: 'Fila não encontrada' });
  });
});
