import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Account, callNext, createQueue, join, ok, registerEstablishment } from './support/api';
import { type Deployment, startDeployment } from './support/deployment';
import { followLikeAPage, type PageEvent } from './support/drain-page';
import { describePostgres } from './support/postgres-database';
import { waitFor } from './support/processes';
import { seedClients } from './support/seed-clients';

/** An operator's rolling restart must not keep a process hanging on its open streams. */
const EXIT_WITHIN_MS = 2_000;
/** The streams end long before the process is gone: pages move to another instance at once. */
const STREAMS_END_WITHIN_MS = 1_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describePostgres('SIGTERM drains live streams (two instances on PostgreSQL + Redis)', () => {
  let deployment: Deployment;
  let clients: Account[];

  beforeAll(async () => {
    deployment = await startDeployment({ dialect: 'postgres', instances: 2, redis: true });
    clients = await seedClients(deployment.database, 10);
  });
  afterAll(async () => {
    await deployment?.close();
  });

  it('ends the streams cleanly, exits 0 at once, and the page resumes on the other instance without a gap', async () => {
    const [a, b] = deployment.instances as [
      (typeof deployment.instances)[0],
      (typeof deployment.instances)[0],
    ];
    const page = clients[7] as Account;
    // Two queues of two establishments; the page's client waits 8th in one and 2nd in the other.
    const owners = [await registerEstablishment(b.baseUrl), await registerEstablishment(b.baseUrl)];
    const queues = [await createQueue(b.baseUrl, owners[0]!), await createQueue(b.baseUrl, owners[1]!)];
    const [q1, q2] = queues as [number, number];
    for (const client of clients.slice(0, 8)) await ok(join(b.baseUrl, client, q1), 'entrar na fila 1');
    for (const client of [clients[0]!, page]) await ok(join(b.baseUrl, client, q2), 'entrar na fila 2');

    // 'Minhas Filas' on instance A: one stream for both queues.
    const watcher = followLikeAPage(
      [a.baseUrl, b.baseUrl],
      `/api/queues/events?filas=${q1},${q2}`,
      page.token,
    );
    try {
      await waitFor(() => watcher.latest(q1) && watcher.latest(q2), { what: 'as primeiras fotos' });
      await ok(callNext(b.baseUrl, owners[0]!, q1), 'chamar próximo');
      await waitFor(() => positionIn(watcher.latest(q1)) === 7, { what: 'a chamada vista na instância A' });

      // SIGTERM A while the owners keep calling on B.
      const exit = new Promise<{ code: number | null; at: number }>((resolve) =>
        a.process.once('exit', (code) => resolve({ code, at: Date.now() })),
      );
      const termAt = Date.now();
      a.process.kill('SIGTERM');
      for (let call = 0; call < 5; call++) {
        await ok(callNext(b.baseUrl, owners[0]!, q1), 'chamar próximo');
        await pause(40);
      }
      await ok(callNext(b.baseUrl, owners[1]!, q2), 'chamar próximo na fila 2');

      const exited = await exit;
      expect(exited.code, a.log()).toBe(0);
      expect(exited.at - termAt).toBeLessThan(EXIT_WITHIN_MS);

      const [onA, ...later] = watcher.connections;
      expect(onA).toMatchObject({ base: a.baseUrl, status: 200, ending: 'clean' });
      expect((onA?.endedAt ?? Infinity) - termAt).toBeLessThan(STREAMS_END_WITHIN_MS);
      // The first reconnect lands on B and carries the last id A sent, which names both queues.
      const lastFromA = watcher.events.filter((event) => event.base === a.baseUrl).at(-1);
      expect(later[0]).toMatchObject({ base: b.baseUrl, status: 200, lastEventId: lastFromA?.id });
      expect(lastFromA?.id).toMatch(new RegExp(`^(?=.*\\b${q1}:\\d+)(?=.*\\b${q2}:\\d+)`));

      // Every change reaches the page: it ends where the queues really are.
      const truth = await versionsOf(deployment, [q1, q2]);
      await waitFor(() => watcher.latest(q1)?.data.version === truth.get(q1), {
        what: 'a última versão da fila 1 na página',
        describe: () => JSON.stringify(watcher.events.map((e) => [e.base, e.id, e.data.type])),
      });
      await waitFor(() => watcher.latest(q2)?.data.version === truth.get(q2), { what: 'a fila 2 na página' });
      expect(watcher.latest(q1)?.data).toMatchObject({ queue: { totalPessoas: 2 }, me: { position: 2 } });
      expect(watcher.latest(q2)?.data).toMatchObject({ queue: { totalPessoas: 1 }, me: { position: 1 } });
      for (const queueId of [q1, q2]) expectNoGap(watcher.events, queueId, a.baseUrl);
    } finally {
      watcher.close();
    }
  });
});

function positionIn(event: PageEvent | undefined): number | null {
  return event?.data.me?.status === 'waiting' ? event.data.me.position : null;
}

async function versionsOf(deployment: Deployment, queueIds: number[]) {
  const rows = await deployment.database.db
    .selectFrom('queues')
    .select(['id', 'version'])
    .where('id', 'in', queueIds)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), Number(row.version)]));
}

/**
 * Versions never go back, and the first message after the reconnect either says nothing was missed
 * (`resumed` at the version A sent last) or is a full snapshot at a newer version: the page's picture
 * is complete at every step, never stale.
 */
function expectNoGap(events: PageEvent[], queueId: number, instanceA: string) {
  const mine = events.filter((event) => event.data.queue.id === queueId);
  const versions = mine.map((event) => event.data.version);
  expect(versions, `versões da fila ${queueId}`).toEqual([...versions].sort((x, y) => x - y));
  const lastOnA = mine.filter((event) => event.base === instanceA).at(-1);
  const firstOnB = mine.find((event) => event.base !== instanceA);
  if (!lastOnA || !firstOnB) throw new Error(`fila ${queueId}: faltam eventos antes ou depois do SIGTERM`);
  if (firstOnB.data.type === 'resumed') expect(firstOnB.data.version).toBe(lastOnA.data.version);
  else expect(firstOnB.data).toMatchObject({ type: 'snapshot' });
  expect(firstOnB.data.version).toBeGreaterThanOrEqual(lastOnA.data.version);
  const positions = mine.map(positionIn).filter((position) => position !== null);
  expect(positions, `posições na fila ${queueId}`).toEqual([...positions].sort((x, y) => y - x));
}
