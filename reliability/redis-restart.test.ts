import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStream } from '../apps/server/src/test-support/sse-client';
import {
  type Account,
  callNext,
  createQueue,
  join,
  lineup,
  ok,
  registerEstablishment,
  request,
} from './support/api';
import { type Deployment, startDeployment } from './support/deployment';
import { describePostgres } from './support/postgres-database';
import { waitFor } from './support/processes';
import { seedClients } from './support/seed-clients';

type Stream = Awaited<ReturnType<typeof openStream>>;
interface Picture {
  type: string;
  version: number;
  queue: { totalPessoas: number };
  me: { status: string; position?: number } | null;
}
const latest = (stream: Stream) => stream.events.at(-1)?.data as Picture;

describePostgres('three instances on PostgreSQL + Redis: Redis restarted mid-run', () => {
  let deployment: Deployment;
  const streams: Stream[] = [];
  const base = (i: number) => deployment.instances[i % 3]!.baseUrl;

  beforeAll(async () => {
    deployment = await startDeployment({ dialect: 'postgres', instances: 3, redis: true });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await deployment?.close();
  });

  it('reconnects every instance and gives every watcher a fresh, correct picture (no missed or stale position)', async () => {
    const people = await seedClients(deployment.database, 13);
    const newcomer = people.pop() as Account;
    const owner = await registerEstablishment(base(0));
    const queueId = await createQueue(base(0), owner);
    for (const [i, client] of people.entries()) await ok(join(base(i), client, queueId), 'entrar na fila');

    // Watching on every instance: a visitor each, and three people of the line (the second will be called).
    const watch = async (instance: number, client?: Account) => {
      const url = `${base(instance)}/api/queues/${queueId}/events`;
      const stream = await openStream(url, client ? { token: client.token } : {});
      streams.push(stream);
      await stream.next();
      return stream;
    };
    const visitors = await Promise.all([0, 1, 2].map((i) => watch(i)));
    const [calledOne, eighth, tenth] = [people[1]!, people[7]!, people[9]!];
    const mine = await Promise.all([watch(0, calledOne), watch(1, eighth), watch(2, tenth)]);
    const everyone = [...visitors, ...mine];

    // Redis dies. Meanwhile the line moves on every instance: two calls, one person leaves, one joins.
    const redis = deployment.redis!;
    await redis.kill();
    await ok(callNext(base(0), owner, queueId), 'chamar');
    await ok(callNext(base(0), owner, queueId), 'chamar');
    await ok(request(base(1), 'DELETE', `/api/queues/${queueId}/leave`, { token: people[4]!.token }), 'sair');
    await ok(join(base(2), newcomer, queueId), 'entrar');
    // Those announcements are lost for good once each instance has given up on them.
    await waitFor(
      () => deployment.instances.every((instance) => instance.log().includes('max retries per request')),
      { what: 'as instâncias desistirem de anunciar as mudanças', describe: deployment.logs },
    );
    await redis.start();

    // The truth, read from the database through the owner's list.
    const line = await lineup(base(0), owner, queueId);
    const positionOf = (client: Account) => line.find((entry) => entry.nome === client.name)?.position;
    expect([positionOf(eighth), positionOf(tenth), positionOf(newcomer)]).toEqual([5, 7, 10]);
    const { version } = await deployment.database.db
      .selectFrom('queues')
      .select('version')
      .where('id', '=', queueId)
      .executeTakeFirstOrThrow();

    // Without anything else happening, every watcher catches up with it after the reconnection.
    await expect
      .poll(() => everyone.map((stream) => latest(stream).version), { timeout: 20_000 })
      .toEqual(everyone.map(() => version));
    for (const stream of visitors) expect(latest(stream).queue.totalPessoas).toBe(line.length);
    expect(latest(mine[0]!).me).toMatchObject({ status: 'called' });
    expect(latest(mine[1]!).me).toMatchObject({ status: 'waiting', position: 5 });
    expect(latest(mine[2]!).me).toMatchObject({ status: 'waiting', position: 7 });

    // And live events flow again across instances: a call on one reaches watchers on all.
    await ok(callNext(base(1), owner, queueId), 'chamar');
    await expect
      .poll(() => everyone.map((stream) => latest(stream).version))
      .toEqual(everyone.map(() => version + 1));
    expect(latest(mine[1]!).me).toMatchObject({ position: 4 });
    expect(latest(mine[2]!).me).toMatchObject({ position: 6 });
  });
});
