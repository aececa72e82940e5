import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type PrivateRedis, startPrivateRedis } from '../test-support/private-redis';
import { callNext, createQueue, joined, newClient, newEstablishment } from '../test-support/queue-fixtures';
import { listenOnLoopback, openStream, PUSH_WITHIN_MS } from '../test-support/sse-client';
import { describeEachDialect } from '../test-support/test-app';
import { RedisEventBus } from './redis-event-bus';

const SECRET = 'segredo-da-implantacao-de-teste-0123456789';

// A Redis of this file's own: it is killed and started again, which the shared one must never be.
let redis: PrivateRedis;
beforeAll(async () => {
  redis = await startPrivateRedis();
});
afterAll(async () => {
  await redis.kill();
});
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
  if (!redis.running()) await redis.start();
});

describe('Redis event bus across a Redis restart', () => {
  it('tells its listeners to read afresh once it listens again, and delivers what follows', async () => {
    const publisher = new RedisEventBus(redis.url, () => undefined, SECRET);
    const listener = new RedisEventBus(redis.url, () => undefined, SECRET);
    cleanup.push(
      () => publisher.close(),
      () => listener.close(),
    );
    await Promise.all([publisher.whenReady(), listener.whenReady()]);
    let reconnects = 0;
    listener.onReconnect(() => reconnects++);
    const seen: number[] = [];
    listener.subscribe((change) => seen.push(change.version));

    await redis.kill();
    // Resolves once the bus has given up on it: this announcement is lost for good.
    await publisher.publish({ queueId: 1, version: 1, type: 'called', at: 0 });
    await redis.start();
    await expect.poll(() => reconnects, { timeout: 10_000 }).toBe(1);
    await publisher.publish({ queueId: 1, version: 2, type: 'called', at: 0 });
    await expect.poll(() => seen).toEqual([2]);
  });
});

describeEachDialect(
  'live streams across a Redis restart',
  (ctx) => {
    it('sends watchers on another instance the line as it is now, with a call they missed as "called"', async () => {
      const { app } = ctx();
      const other = await ctx().secondInstance();
      const otherBase = await listenOnLoopback(other);
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      const ana = await newClient(app, 'Ana Souza');
      const bia = await newClient(app, 'Bia Lima');
      const caio = await newClient(app, 'Caio Reis');
      for (const client of [ana, bia, caio]) await joined(app, client, queue.id);
      const url = `${otherBase}/api/queues/${queue.id}/events`;
      const anaStream = await openStream(url, { token: ana.token });
      const caioStream = await openStream(url, { token: caio.token });
      cleanup.push(
        () => anaStream.close(),
        () => caioStream.close(),
      );
      const first = ((await anaStream.next()).data as { version: number }).version;
      expect((await caioStream.next()).data).toMatchObject({ me: { position: 3 } });
      // The joins' own announcements may still be on their way: what counts is the first newer picture.
      const newer = (data: { version: number }) => data.version > first;

      await redis.kill();
      expect((await callNext(app, owner, queue.id)).statusCode).toBe(200);
      // Queued behind the call's announcement: once this one is given up, so is the call's.
      await app.services.bus.publish({ queueId: queue.id, version: 0, type: 'updated', at: 0 });
      await redis.start();

      const ended = await anaStream.next(newer, PUSH_WITHIN_MS * 3);
      expect(ended.data).toMatchObject({ queue: { totalPessoas: 2 }, me: { status: 'called' } });
      // Whatever else was lost with the bus, an edit may have been: client screens are told to read again.
      expect((ended.data as { changes: string[] }).changes).toContain('edited');
      expect((await caioStream.next(newer, PUSH_WITHIN_MS)).data).toMatchObject({
        me: { status: 'waiting', position: 2 },
      });
    });
  },
  { env: () => ({ REDIS_URL: redis.url }) },
);
