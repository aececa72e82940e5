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
  atLeast,
  countFromEnv,
  fmt,
  freshDataDir,
  generate,
  JWT_SECRET,
  phase,
  printTargets,
  type RunningServer,
  reportErrors,
  startServer,
  throughputOf,
} from './harness';
import { type CpuUse, describeCpu, measureCpu, startBalancer, startRedis } from './infra';
import { type JoinLoad, linesAreConsistent, onFreshPostgres, seedJoins } from './postgres-scenarios';
import type { PhaseResult } from './protocol';
import {
  CONTROL_CPU_WORK,
  type ControlRun,
  controlThroughput,
  DATABASE_CONTROL_QUERIES,
} from './scale-out-control';
import { BenchSeed } from './seed';
import { median, ratio } from './stats';

export const CAPPED = {
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

interface CappedRun {
  instances: number;
  joins: ReturnType<typeof throughputOf>;
  cpu: CpuUse;
  /** CFS periods in which each instance had used its quota and waited. */
  throttledPeriods: number[];
  queueConsistentAfter: boolean;
}

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
      const env = { DATABASE_URL: database.url, REDIS_URL: redis.url };
      const runs: CappedRun[] = [];
      const controls: ControlPair[] = [];
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
            const setup = { ...CAPPED, databaseUrl: database.url };
            for (const k of order) byCount.set(k, await controlThroughput(k, load.measured, setup));
            const [one, two] = [byCount.get(1), byCount.get(2)];
            if (one && two) controls.push({ one, two });
          }
        }
      }
      return report(runs, controls);
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

type ControlPair = { one: ControlRun; two: ControlRun };

function report(runs: CappedRun[], controls: ControlPair[]) {
  const pairs: number[] = [];
  for (let i = 0; i + 1 < runs.length; i += 2) {
    const [one, two] = [runs[i] as CappedRun, runs[i + 1] as CappedRun];
    pairs.push(ratio(two.joins.perSecond, one.joins.perSecond));
    for (const r of [one, two]) {
      console.log(
        `  round ${i / 2 + 1}, ${r.instances} instance${r.instances === 1 ? ' ' : 's'}: ${fmt(r.joins.perSecond, 0)} joins/s (p99 ${fmt(r.joins.latencyMs.p99)} ms); lines ${r.queueConsistentAfter ? 'consistent' : 'INCONSISTENT'}; ${describeCpu(r.cpu)}; throttled periods ${r.throttledPeriods.join(', ')}`,
      );
    }
  }
  const value = median(pairs);
  console.log(
    `  2 / 1 instances, each round: ${pairs.map((p) => `×${fmt(p, 2)}`).join(', ')}; median ×${fmt(value, 2)}`,
  );
  const controlPairs = controls.map((c) => ratio(c.two.perSecond, c.one.perSecond));
  const ceiling = controlPairs.length > 0 ? median(controlPairs) : Number.NaN;
  const controlRounds = controls.map(
    (c, i) =>
      `${fmt(c.one.perSecond, 0)} → ${fmt(c.two.perSecond, 0)} ×${fmt(controlPairs[i] ?? 0, 2)} (throttled ${[...c.one.throttledPeriods, ...c.two.throttledPeriods].join('/')})`,
  );
  console.log(
    `  control (bare server with a join's CPU and PostgreSQL round trips, same caps, balancer and requests, sharing only PostgreSQL's server), 2 / 1, each round: ${controlRounds.join(', ')}; median ×${fmt(ceiling, 2)}; Vez's median is ${fmt(value / ceiling, 2)} of it`,
  );
  const targets = [
    atLeast(
      `joins/s over ${CAPPED.queues} queues, 2 instances / 1 instance, each capped at ${CAPPED.coresPerInstance} core (median of ${CAPPED.rounds} rounds)`,
      value,
      1.7,
      '×',
    ),
  ];
  printTargets(targets);
  return {
    description: `PostgreSQL (fresh database, analysed after seeding) + a private Redis; each server instance in a CPU cgroup of its own with a CFS quota of ${CAPPED.coresPerInstance} core (period ${CAPPED.periodUs / 1000} ms; as \`--cpus ${CAPPED.coresPerInstance}\` gives a container). ${CAPPED.rounds} rounds of 1 then 2 instances: each instance first serves ${CAPPED.warmupPerInstance} warm-up joins alone, then ${CAPPED.joins} joins of distinct clients go through the round-robin balancer, spread in turn over ${CAPPED.queues} fresh queues, at concurrency ${CAPPED.concurrency}. The figure is the median of the rounds' 2 / 1 ratios (decision 037)`,
    runs,
    ratios: { joinsTwoOverOneByRound: pairs, joinsTwoOverOne: value },
    control: {
      description: `the baseline server doing ${DATABASE_CONTROL_QUERIES} trivial queries one after another on the same PostgreSQL (own pool, no table, no lock) and then ${CONTROL_CPU_WORK} HMACs per request, capped, balanced and loaded as the Vez instances (bench/scale-out-control.ts)`,
      joinsPerSecondByRound: controls,
      twoOverOneByRound: controlPairs,
      twoOverOne: ceiling,
      vezShareOfControl: value / ceiling,
    },
    targets,
  };
}
