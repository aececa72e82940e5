/**
 * Scale-out with each instance on a CPU budget of its own (`scaleout-capped`, decision 037). On this
 * 2-core machine, shared with PostgreSQL, the load generator and the balancer, an uncapped second instance
 * can only take CPU from the first (decision 032). Capped, as a container started with `--cpus` is, each
 * instance is the bottleneck it is in production when one adds instances, and the machine keeps
 * headroom for the rest: the 2 / 1 ratio then says whether anything the instances share (PostgreSQL's
 * row locks, Redis, the balancer) serialises them.
 */
import { type DatabaseHandle, openPostgres } from '../apps/server/src/database/connection';
import { withCappedInstances } from './capped-instances';
import { cpuCapsAvailable } from './cpu-cap';
import {
  countFromEnv,
  freshDataDir,
  generate,
  JWT_SECRET,
  phase,
  type RunningServer,
  reportErrors,
  startServer,
  throughputOf,
} from './harness';
import { measureCpu, startBalancer, startRedis } from './infra';
import { type JoinLoad, linesAreConsistent, onFreshPostgres, seedJoins } from './postgres-scenarios';
import type { PhaseResult } from './protocol';
import { type CappedRun, type CappedSetup, type ControlPair, reportCapped } from './scale-out-capped-report';
import { type ControlRun, controlThroughput } from './scale-out-control';
import { BenchSeed } from './seed';

export const CAPPED: CappedSetup = {
  coresPerInstance: 0.25,
  /** CFS period: short, so a capped instance is paused a few ms at a time, not 75 ms with a row lock held. */
  periodUs: 10_000,
  /** Joins each instance serves alone before the measurement (a production instance has run for days). */
  warmupPerInstance: 1_500,
  joins: 1_500,
  queues: countFromEnv('BENCH_QUEUES', 20),
  concurrency: countFromEnv('BENCH_CONCURRENCY', 50),
  /** 1 then 2 instances, this many times: the machine is shared, so each pair is compared within its own minute. */
  rounds: countFromEnv('BENCH_ROUNDS', 5),
};

export async function scaleOutCappedScenario(_baseline: RunningServer) {
  console.log(
    `\n== Scale-out with capped instances: PostgreSQL + Redis, 1 vs 2 instances of ${CAPPED.coresPerInstance} core each behind the balancer (${CAPPED.joins} joins over ${CAPPED.queues} queues at c=${CAPPED.concurrency}, ${CAPPED.rounds} rounds)`,
  );
  const unavailable = cpuCapsAvailable();
  if (unavailable) {
    console.log(`  skipped: ${unavailable}`);
    return { skipped: unavailable };
  }
  return onFreshPostgres('scaleout-capped', async (database) => {
    const redis = await startRedis();
    const handle = openPostgres({ url: database.url });
    try {
      const seed = await BenchSeed.onDatabase(handle, JWT_SECRET);
      const [establishment] = await seed.establishments(1);
      // BENCH_NO_REDIS=1 leaves the instances without the event bus (each hears only its own changes):
      // a diagnostic of what the bus costs, not a deployment (watchers would miss the other's changes).
      const env: Record<string, string> = { DATABASE_URL: database.url };
      if (!process.env.BENCH_NO_REDIS) env.REDIS_URL = redis.url;
      const runs: CappedRun[] = [];
      const controls: ControlPair[] = [];
      const controlSetup = { ...CAPPED, databaseUrl: database.url };
      for (let round = 1; round <= CAPPED.rounds; round++) {
        for (const n of [1, 2]) {
          const load = await seedJoins(
            seed,
            establishment as number,
            CAPPED.warmupPerInstance * n,
            CAPPED.joins,
            `Limitada ${round}.${n}`,
            CAPPED.queues,
          );
          await seed.analyze();
          runs.push(await runCapped(n, load, env, handle));
          if (n === 2) {
            // Alternate which control goes first, so neither always follows the Vez pair.
            const order = round % 2 === 1 ? [1, 2] : [2, 1];
            const byCount = new Map<number, ControlRun | null>();
            for (const k of order) byCount.set(k, await controlThroughput(k, load.measured, controlSetup));
            const [one, two] = [byCount.get(1), byCount.get(2)];
            if (one && two) controls.push({ one, two });
          }
        }
      }
      return reportCapped(runs, controls, CAPPED);
    } finally {
      await handle.close();
      await redis.stop();
    }
  });
}

async function runCapped(
  n: number,
  load: JoinLoad,
  env: Record<string, string>,
  handle: DatabaseHandle,
): Promise<CappedRun> {
  const dataDir = await freshDataDir(`scaleout-capped-${n}`);
  return withCappedInstances(
    n,
    (i) => startServer(dataDir, env, `server-${i + 1}.log`),
    { name: 'vez-bench-instance', coresPerInstance: CAPPED.coresPerInstance, periodUs: CAPPED.periodUs },
    async (servers, caps) => {
      // Each instance warms up alone, as much as the single one did: compiling hot code is a cost of
      // each process, not of sharing the load.
      await Promise.all(
        servers.map((server, i) =>
          generate<PhaseResult[]>({
            kind: 'load',
            port: server.port,
            phases: [
              phase(
                'warmup',
                CAPPED.concurrency,
                load.warm.slice(i * CAPPED.warmupPerInstance, (i + 1) * CAPPED.warmupPerInstance),
                201,
              ),
            ],
          }),
        ),
      );
      const balancer = await startBalancer(servers.map((s) => s.port));
      try {
        const throttledBefore = caps.map((cap) => cap.throttledPeriods());
        const measured = await measureCpu({ servers: servers.map((s) => s.pid) }, () =>
          generate<PhaseResult[]>({
            kind: 'load',
            port: balancer.port,
            phases: [
              phase(`joins over ${CAPPED.queues} queues, capped`, CAPPED.concurrency, load.measured, 201),
            ],
          }),
        );
        const joins = measured.result[0] as PhaseResult;
        reportErrors(`capped joins, ${n} instance(s)`, joins);
        return {
          instances: n,
          joins: throughputOf(joins),
          cpu: measured.cpu,
          throttledPeriods: caps.map((cap, i) => cap.throttledPeriods() - (throttledBefore[i] ?? 0)),
          queueConsistentAfter: await linesAreConsistent(handle, load),
        };
      } finally {
        await balancer.close();
      }
    },
  );
}
