import { queueEventSchema } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import {
  callNext,
  createQueue,
  joined,
  newClient,
  newEstablishment,
} from '../../test-support/queue-fixtures';
import { closedAfterEach, listenOnLoopback, openStream, PUSH_WITHIN_MS } from '../../test-support/sse-client';
import { describeEachDialect } from '../../test-support/test-app';
import { TOO_MANY_STREAMS } from './live-routes';

const streams = closedAfterEach();

/** Three queues of three establishments (a free plan opens one queue); `owners[i]` owns `ids[i]`. */
async function threeQueues(app: FastifyInstance) {
  const owners = [await newEstablishment(app), await newEstablishment(app), await newEstablishment(app)];
  const ids: number[] = [];
  for (const owner of owners) ids.push((await createQueue(app, owner)).id);
  return { owners, ids };
}

type Stream = Awaited<ReturnType<typeof openStream>>;
// biome-ignore lint/suspicious/noExplicitAny: tests read event payloads field by field
type Predicate = (data: any) => boolean;

/**
 * The first event (already read or still to come) that matches: the queues of one stream interleave
 * in any order, so events are looked up, not consumed one after the other as `next` does.
 */
async function eventOf(stream: Stream, predicate: Predicate, timeout = PUSH_WITHIN_MS) {
  return vi.waitFor(
    () => {
      const event = stream.events.find((candidate) => predicate(candidate.data));
      if (!event)
        throw new Error(`no matching event; got ${JSON.stringify(stream.events.map((e) => e.data))}`);
      return event;
    },
    { timeout, interval: 10 },
  );
}

/** Each queue's first event on the stream, in the order of `ids`. */
function firstEvents(stream: Stream, ids: readonly number[]) {
  return Promise.all(ids.map((id) => eventOf(stream, (d) => d.queue.id === id)));
}

async function open(url: string, options: Parameters<typeof openStream>[1] = {}) {
  const stream = await openStream(url, options);
  streams.push(stream);
  return stream;
}

describeEachDialect('live events of several queues in one stream', (ctx) => {
  it('streams every queue, each event naming its queue, with the client position only where they wait', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const { owners, ids } = await threeQueues(app);
    const [a, b, c] = ids as [number, number, number];
    const ana = await newClient(app, 'Ana Souza');
    const bia = await newClient(app, 'Bia Lima');
    await joined(app, bia, a);
    await joined(app, ana, a);
    await joined(app, bia, b);

    const stream = await open(`${base}/api/queues/events?filas=${a},${b},${c}`, { token: ana.token });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const first = await firstEvents(stream, ids);
    expect(first.map((e) => e.data)).toMatchObject([
      { type: 'snapshot', queue: { totalPessoas: 2 }, me: { status: 'waiting', position: 2 } },
      { type: 'snapshot', queue: { totalPessoas: 1 }, me: null },
      { type: 'snapshot', queue: { totalPessoas: 0 }, me: null },
    ]);
    for (const event of first) expect(queueEventSchema.safeParse(event.data).success).toBe(true);

    await callNext(app, owners[1]!, b);
    await callNext(app, owners[0]!, a);
    const calledB = await eventOf(stream, (d) => d.queue.id === b && d.type === 'called');
    // Bia's call is not Ana's business: no `me` on a queue she does not wait in.
    expect(calledB.data).toMatchObject({ queue: { totalPessoas: 0 }, me: null });
    const calledA = await eventOf(stream, (d) => d.queue.id === a && d.type === 'called');
    expect(calledA.data).toMatchObject({ me: { status: 'waiting', position: 1 } });
    expect(JSON.stringify(stream.events)).not.toContain(bia.email);
  });

  it('gives anonymous visitors the masked public picture of every queue', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const { ids } = await threeQueues(app);
    const [a, b] = ids as [number, number];
    await joined(app, await newClient(app, 'Ana Souza'), a);
    const stream = await open(`${base}/api/queues/events?filas=${a},${b}`);
    const event = await eventOf(stream, (d) => d.queue.id === a);
    expect(event.data).toMatchObject({ me: null, queue: { totalPessoas: 1 } });
    await eventOf(stream, (d) => d.queue.id === b);
    await joined(app, await newClient(app, 'Bia Lima'), b);
    expect((await eventOf(stream, (d) => d.queue.id === b && d.type === 'joined')).data).toMatchObject({
      me: null,
      queue: { totalPessoas: 1 },
    });
  });

  it('resumes every queue from Last-Event-ID: the changed one gets a snapshot, the others `resumed`', async () => {
    const { app } = ctx();
    const base = await listenOnLoopback(app);
    const { ids } = await threeQueues(app);
    const [a, b, c] = ids as [number, number, number];
    const ana = await newClient(app, 'Ana Souza');
    await joined(app, ana, b);
    const url = `${base}/api/queues/events?filas=${a},${b},${c}`;
    const first = await open(url, { token: ana.token });
    await firstEvents(first, ids);
    const lastId = first.events.at(-1)?.id ?? '';
    // The last id alone says where every queue stands.
    for (const id of ids) expect(lastId).toMatch(new RegExp(`(^|,)${id}:\\d+`));
    first.close();

    const bia = await newClient(app, 'Bia Lima');
    await joined(app, bia, b);
    const again = await open(url, { token: ana.token, lastEventId: lastId });
    const resumed = await firstEvents(again, ids);
    expect(resumed.map((e) => (e.data as { type: string }).type)).toEqual(['resumed', 'snapshot', 'resumed']);
    expect(resumed[1]?.data).toMatchObject({ queue: { totalPessoas: 2 }, me: { position: 1 } });

    // An id that is not ours resumes nothing: every queue starts over from a snapshot.
    const stranger = await open(url, { lastEventId: '42' });
    const fresh = await firstEvents(stranger, ids);
    expect(fresh.map((e) => (e.data as { type: string }).type)).toEqual(['snapshot', 'snapshot', 'snapshot']);
  });

  it('refuses a bad list of queues with 400 in Portuguese, and an unknown queue with 404, before streaming', async () => {
    const { app } = ctx();
    const many = Array.from({ length: 21 }, (_, i) => i + 1).join(',');
    const cases: [string, string][] = [
      ['', 'Informe as filas a acompanhar'],
      ['?filas=', 'Filas inválidas'],
      ['?filas=1,,2', 'Filas inválidas'],
      ['?filas=abc', 'Filas inválidas'],
      ['?filas=0', 'Filas inválidas'],
      ['?filas=9999999999', 'Identificador inválido'],
      [`?filas=${many}`, 'no máximo 20 filas'],
      [`?filas=${'1,'.repeat(5000)}1`, 'no máximo 20 filas'],
    ];
    for (const [query, message] of cases) {
      const response = await app.inject({ method: 'GET', url: `/api/queues/events${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
    const { ids } = await threeQueues(app);
    const missing = await app.inject({ method: 'GET', url: `/api/queues/events?filas=${ids[0]},999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Fila não encontrada' });
  });
});

describeEachDialect(
  'a stream of several queues and the per-address allowance',
  (ctx) => {
    it('counts as one stream however many queues it follows', async () => {
      const { app } = ctx();
      const base = await listenOnLoopback(app);
      const { ids } = await threeQueues(app);
      const stream = await open(`${base}/api/queues/events?filas=${ids.join(',')}`);
      expect(stream.status).toBe(200);
      await firstEvents(stream, ids);
      const second = await fetch(`${base}/api/queues/events?filas=${ids[0]}`);
      expect(second.status).toBe(429);
      expect(await second.json()).toEqual({ success: false, message: TOO_MANY_STREAMS });
    });
  },
  { env: { LIVE_STREAMS_PER_ADDRESS: '1' } },
);

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('a stream of several queues across instances', () => {
  describeEachDialect(
    'two instances',
    (ctx) => {
      it('delivers changes of every queue made on one instance to the stream held by the other', async () => {
        const { app } = ctx();
        const otherBase = await listenOnLoopback(await ctx().secondInstance());
        const { owners, ids } = await threeQueues(app);
        const [a, b] = ids as [number, number];
        const ana = await newClient(app, 'Ana Souza');
        await joined(app, await newClient(app, 'Bia Lima'), a);
        await joined(app, ana, a);
        await joined(app, await newClient(app, 'Caio Reis'), b);
        const stream = await open(`${otherBase}/api/queues/events?filas=${a},${b}`, { token: ana.token });
        await firstEvents(stream, [a, b]);

        await callNext(app, owners[0]!, a);
        await callNext(app, owners[1]!, b);
        const movedA = await eventOf(stream, (d) => d.queue.id === a && d.type === 'called');
        expect(movedA.data).toMatchObject({ me: { status: 'waiting', position: 1 } });
        const movedB = await eventOf(stream, (d) => d.queue.id === b && d.type === 'called');
        expect(movedB.data).toMatchObject({ queue: { totalPessoas: 0 }, me: null });
      });
    },
    { env: { REDIS_URL: redisUrl ?? '' } },
  );
});
