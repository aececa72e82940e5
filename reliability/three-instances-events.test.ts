import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { openStream } from '../apps/server/src/test-support/sse-client';
import { type Account, callNext, createQueue, join, lineup, ok, registerEstablishment } from './support/api';
import { type Deployment, startDeployment } from './support/deployment';
import { describePostgres } from './support/postgres-database';
import { seedClients } from './support/seed-clients';

/** How often every instance's scheduler looks for due automatic calls. */
const SCHEDULER_INTERVAL_MS = 100;
/** After a call, this many ticks of all three schedulers must pass without another one. */
const QUIET_TICKS = 15;

type Stream = Awaited<ReturnType<typeof openStream>>;
const streams: Stream[] = [];
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

describePostgres('three instances on PostgreSQL + Redis: live events and automatic calls', () => {
  let deployment: Deployment;
  let clients: Account[];
  const base = (i: number) => deployment.instances[i % deployment.instances.length]!.baseUrl;

  async function watch(instance: number, queueId: number, client?: Account) {
    const stream = await openStream(
      `${base(instance)}/api/queues/${queueId}/events`,
      client ? { token: client.token } : {},
    );
    streams.push(stream);
    await stream.next(); // the first picture
    return stream;
  }

  async function queueWith(people: Account[], body: Record<string, unknown> = {}) {
    const owner = await registerEstablishment(base(0));
    const queueId = await createQueue(base(0), owner, body);
    for (const [i, client] of people.entries()) await ok(join(base(i), client, queueId), 'entrar na fila');
    return { owner, queueId };
  }

  beforeAll(async () => {
    deployment = await startDeployment({
      dialect: 'postgres',
      instances: 3,
      redis: true,
      env: { SCHEDULER_INTERVAL_MS: String(SCHEDULER_INTERVAL_MS) },
    });
    clients = await seedClients(deployment.database, 20);
  });
  afterAll(async () => {
    await deployment?.close();
  });

  it('shows a call made on one instance to watchers on every instance, each with their new position', async () => {
    const people = clients.slice(0, 10);
    const { owner, queueId } = await queueWith(people);
    // On each instance: a visitor's page and the page of a person waiting (positions 3, 4, 5).
    const visitors = await Promise.all([0, 1, 2].map((i) => watch(i, queueId)));
    const waiting = await Promise.all([0, 1, 2].map((i) => watch(i, queueId, people[i + 2])));

    await ok(callNext(base(0), owner, queueId), 'chamar próximo');
    const seen = await Promise.all([...visitors, ...waiting].map((s) => s.next((d) => d.type === 'called')));
    const versions = new Set(seen.map((event) => event.id));
    expect(versions.size, 'every instance sends the same version').toBe(1);
    for (const event of seen) expect(event.data).toMatchObject({ queue: { totalPessoas: 9 } });
    expect(seen.slice(3).map((event) => (event.data as { me: { position: number } }).me.position)).toEqual([
      2, 3, 4,
    ]);
  });

  it('makes each due automatic call exactly once with three schedulers racing, seen on every instance', async () => {
    const people = clients.slice(10, 16);
    const { owner, queueId } = await queueWith(people, { chamada_automatica: true, intervalo_chamada: 1 });
    const watchers = await Promise.all([0, 1, 2].map((i) => watch(i, queueId)));
    const calledOn = (stream: Stream) =>
      stream.events.filter((e) => (e.data as { type: string }).type === 'called');

    for (let round = 1; round <= 3; round++) {
      // A minute passes, as far as the queue knows: its interval counts from these two moments.
      const aMinuteAgo = Date.now() - 61_000;
      await deployment.database.db
        .updateTable('queues')
        .set(round === 1 ? { auto_call_since: aMinuteAgo } : { last_call_at: aMinuteAgo })
        .where('id', '=', queueId)
        .execute();
      // The people waiting joined seconds ago; the first call after an empty queue waits one interval
      // after the earliest join too (decision 023), so their joins move back with the clock.
      await deployment.database.db
        .updateTable('tickets')
        .set({ joined_at: aMinuteAgo })
        .where('queue_id', '=', queueId)
        .where('status', '=', 'waiting')
        .execute();
      // Every watcher sees the call...
      await expect
        .poll(() => watchers.map((stream) => calledOn(stream).length))
        .toEqual([round, round, round]);
      // ...and no second one while all three schedulers keep ticking.
      await new Promise((resolve) => setTimeout(resolve, QUIET_TICKS * SCHEDULER_INTERVAL_MS));
      expect(
        watchers.map((stream) => calledOn(stream).length),
        deployment.logs(),
      ).toEqual([round, round, round]);
      // The person called was the first in line.
      const line = await lineup(base(round), owner, queueId);
      expect(line.map((entry) => entry.nome)).toEqual(people.slice(round).map((p) => p.name));
    }
  });
});
