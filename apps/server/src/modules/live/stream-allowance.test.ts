import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { createQueue, newEstablishment } from '../../test-support/queue-fixtures';
import { closedAfterEach, listenOnLoopback, openStream } from '../../test-support/sse-client';
import { describeEachDialect } from '../../test-support/test-app';
import { TOO_MANY_STREAMS } from './live-routes';

const streams = closedAfterEach();

/** A queue's event stream on a real socket (streams need one). */
async function queueEventsUrl(app: FastifyInstance) {
  const base = await listenOnLoopback(app);
  const queue = await createQueue(app, await newEstablishment(app));
  return { app, url: `${base}/api/queues/${queue.id}/events` };
}

describeEachDialect(
  'live streams per address',
  (ctx) => {
    it('refuses a stream past the limit with 429 in Portuguese, and frees the slot when one closes', async () => {
      const { url } = await queueEventsUrl(ctx().app);

      for (const _ of [1, 2]) {
        const stream = await openStream(url);
        streams.push(stream);
        expect(stream.status).toBe(200);
        await stream.next();
      }
      const refused = await fetch(url);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ success: false, message: TOO_MANY_STREAMS });

      streams.shift()?.close();
      // The server learns of the closed socket asynchronously; a new stream gets through once it has.
      let again = await openStream(url);
      for (let tries = 0; again.status === 429 && tries < 50; tries++) {
        again.close();
        await new Promise((resolve) => setTimeout(resolve, 20));
        again = await openStream(url);
      }
      streams.push(again);
      expect(again.status).toBe(200);
    });

    it('gives the slot back when the visitor goes away before the stream starts', async () => {
      const { app, url } = await queueEventsUrl(ctx().app);
      // Hold the handler in its awaits (the queue read) while the visitor hangs up.
      const queues = app.services.queues;
      const findById = queues.findById.bind(queues);
      let hungUp = 0;
      const spy = vi.spyOn(queues, 'findById').mockImplementation(async (id) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return findById(id);
      });
      for (const _ of [1, 2, 3]) {
        const visitor = new AbortController();
        const request = fetch(url, { signal: visitor.signal }).catch(() => hungUp++);
        await new Promise((resolve) => setTimeout(resolve, 20));
        visitor.abort();
        await request;
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      spy.mockRestore();
      expect(hungUp).toBe(3);
      for (const _ of [1, 2]) {
        const stream = await openStream(url);
        streams.push(stream);
        expect(stream.status).toBe(200);
      }
    });
  },
  { env: { LIVE_STREAMS_PER_ADDRESS: '2' } },
);
