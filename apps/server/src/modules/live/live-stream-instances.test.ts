import { afterEach, describe, expect, it } from 'vitest';
import {
  callNext,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { listenOnLoopback, openStream, PUSH_WITHIN_MS } from '../../test-support/sse-client';
import { describeEachDialect } from '../../test-support/test-app';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describeEachDialect(
  'heartbeats',
  (ctx) => {
    it('keeps a quiet stream alive with comment lines', async () => {
      const { app } = ctx();
      const base = await listenOnLoopback(app);
      const queue = await createQueue(app, await newEstablishment(app));
      const stream = await openStream(`${base}/api/queues/${queue.id}/events`);
      cleanup.push(() => stream.close());
      await stream.next();
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(stream.comments.filter((c) => c === 'ping').length).toBeGreaterThanOrEqual(2);
    });
  },
  { env: { SSE_HEARTBEAT_MS: '50' } },
);

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('live events across instances through Redis', () => {
  describeEachDialect(
    'two instances',
    (ctx) => {
      it('delivers a call made on one instance to a watcher connected to the other', async () => {
        const { app } = ctx();
        const other = await ctx().secondInstance();
        const otherBase = await listenOnLoopback(other);

        const owner = await newEstablishment(app);
        const queue = await createQueue(app, owner);
        const ana = await newClient(app, 'Ana Souza');
        const bia = await newClient(app, 'Bia Lima');
        await joined(app, ana, queue.id);
        await joined(app, bia, queue.id);

        const stream = await openStream(`${otherBase}/api/queues/${queue.id}/events`, { token: bia.token });
        cleanup.push(() => stream.close());
        expect((await stream.next()).data).toMatchObject({ me: { position: 2 } });

        await callNext(app, owner, queue.id);
        const event = await stream.next((d) => d.type === 'called', PUSH_WITHIN_MS);
        expect(event.data).toMatchObject({ me: { status: 'waiting', position: 1 } });
      });
    },
    { env: { REDIS_URL: redisUrl ?? '' } },
  );
});
