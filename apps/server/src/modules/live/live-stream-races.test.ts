import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import {
  callNext,
  createQueue,
  joined,
  newClients,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { closedAfterEach, listenOnLoopback, openStream } from '../../test-support/sse-client';
import { describeEachDialect } from '../../test-support/test-app';

const streams = closedAfterEach();

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDialect('live streams under churn', (ctx) => {
  it('sends the newer picture when a change lands while a stream loads its first one', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const [client] = await newClients(app, 1);
    // Hold the first snapshot read until the join below has committed and been announced.
    const tickets = app.services.tickets;
    const original = tickets.listWaitingSlots.bind(tickets);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    tickets.listWaitingSlots = async (...args) => {
      tickets.listWaitingSlots = original;
      await gate;
      return original(...args);
    };
    const opening = openStream(`${base}/api/queues/${queue.id}/events`);
    await settle(50);
    await app.inject({
      method: 'POST',
      url: `/api/queues/${queue.id}/join`,
      headers: bearer(client!.token),
      payload: { nome: client!.name, telefone: '11987654321', email: client!.email },
    });
    release();
    const stream = await opening;
    streams.push(stream);
    const finalVersion = (await app.services.queues.findById(queue.id))?.version;
    const latest = await stream.next((d) => d.version === finalVersion);
    expect(latest.data).toMatchObject({ queue: { totalPessoas: 1 } });
  });

  it('tells a client "called", not "left", when the call lands while another change is being read', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    const [ana, bia] = await newClients(app, 2);
    await joined(app, ana!, queue.id);
    const stream = await openStream(`${base}/api/queues/${queue.id}/events`, { token: ana!.token });
    streams.push(stream);
    expect((await stream.next()).data).toMatchObject({ me: { status: 'waiting', position: 1 } });
    // Bia's join is announced and its picture starts loading; Ana is called before the line is read.
    const tickets = app.services.tickets;
    const original = tickets.listWaitingSlots.bind(tickets);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reading: () => void = () => undefined;
    const readStarted = new Promise<void>((resolve) => {
      reading = resolve;
    });
    tickets.listWaitingSlots = async (...args) => {
      tickets.listWaitingSlots = original;
      reading();
      await gate;
      return original(...args);
    };
    await joined(app, bia!, queue.id);
    await readStarted;
    expect((await callNext(app, owner, queue.id)).statusCode).toBe(200);
    release();

    const next = await stream.next((d) => d.me?.status !== 'waiting');
    expect(next.data).toMatchObject({ me: { status: 'called' } });
  });

  it('forgets streams that disconnect before their first picture', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const owner = await newEstablishment(app);
    const queue = await createQueue(app, owner);
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        const controller = new AbortController();
        const request = fetch(`${base}/api/queues/${queue.id}/events`, { signal: controller.signal }).catch(
          () => null,
        );
        setTimeout(() => controller.abort(), Math.random() * 3);
        await request;
        controller.abort();
      }),
    );
    await settle(300);
    expect(app.liveHub.watcherCount()).toBe(0);
  });
});
