/**
 * One instance against two on PostgreSQL + Redis, behind the bench's own round-robin TCP balancer: joins/s
 * and call→watcher fan-out for each, beside the bare-Node baseline measured through the same balancer, and
 * where the CPU went (the load generator, PostgreSQL, Redis and the balancer share the machine's cores).
 */
import { openPostgres } from '../apps/server/src/database/connection';
import {
  atLeast,
  atMost,
  fanoutFigures,
  fmt,
  freshDataDir,
  generate,
  JWT_SECRET,
  lineIsConsistent,
  phase,
  printTargets,
  type RunningServer,
  reportErrors,
  startServer,
  stop,
  throughputOf,
} from './harness';
import { type CpuUse, measureCpu, startBalancer, startRedis } from './infra';
import { type JoinLoad, onFreshPostgres, seedJoins } from './postgres-scenarios';
import type { FanoutJob, FanoutResult, PhaseResult, RequestSpec } from './protocol';
import { BenchSeed } from './seed';
import { ratio } from './stats';

const SCALE = {
  warmup: 300,
  joins: 3_000,
  concurrency: 50,
  watchers: 2_000,
  connectBatch: 200,
  warmupRounds: 2,
  rounds: 20,
  pauseMs: 200,
};
const INSTANCE_COUNTS = [1, 2] as const;

interface FanoutLoad {
  queueId: number;
  tokens: string[];
  ownerToken: string;
}

function fanoutJob(port: number, serverPid: number, load: FanoutLoad | null): FanoutJob {
  return {
    kind: 'fanout',
    port,
    connectBatch: SCALE.connectBatch,
    expectType: 'called',
    warmupRounds: SCALE.warmupRounds,
    rounds: SCALE.rounds,
    pauseMs: SCALE.pauseMs,
    roundTimeoutMs: 15_000,
    waitAfterConnect: false,
    connectSample: 0,
    connectSampleBatch: 1,
    serverPid,
    ...(load
      ? {
          streamPath: `/api/queues/${load.queueId}/events`,
          tokens: load.tokens,
          trigger: {
            method: 'POST',
            path: `/api/queues/${load.queueId}/chamar-proximo`,
            token: load.ownerToken,
          },
        }
      : {
          streamPath: '/events',
          tokens: Array.from({ length: SCALE.watchers }, () => null),
          trigger: { method: 'POST', path: '/fire' } satisfies RequestSpec,
        }),
  };
}

/** Joins (`expect`: 201 from the server, 200 from the baseline), then the fan-out, through one balancer. */
async function runBehindBalancer(
  servers: RunningServer[],
  joins: Pick<JoinLoad, 'warm' | 'measured'>,
  expect: number,
  fanout: FanoutLoad | null,
) {
  const balancer = await startBalancer(servers.map((s) => s.port));
  try {
    await generate<PhaseResult[]>({
      kind: 'load',
      port: balancer.port,
      phases: [phase('warmup', SCALE.concurrency, joins.warm, expect)],
    });
    const { result, cpu } = await measureCpu({ servers: servers.map((s) => s.pid) }, () =>
      generate<PhaseResult[]>({
        kind: 'load',
        port: balancer.port,
        phases: [phase('joins', SCALE.concurrency, joins.measured, expect)],
      }),
    );
    const fan = await generate<FanoutResult>(fanoutJob(balancer.port, servers[0]?.pid as number, fanout));
    return { joins: result[0] as PhaseResult, fan, cpu, connections: [...balancer.connections] };
  } finally {
    await balancer.close();
  }
}

export async function scaleOutScenario(baseline: RunningServer) {
  console.log(
    `\n== Scale-out on PostgreSQL + Redis: 1 vs 2 instances behind a round-robin TCP balancer (${SCALE.joins} joins at c=${SCALE.concurrency}; ${SCALE.watchers} watchers, ${SCALE.rounds} calls)`,
  );
  return onFreshPostgres('scaleout', async (database) => {
    const redis = await startRedis();
    const handle = openPostgres({ url: database.url });
    try {
      const seed = await BenchSeed.onDatabase(handle, JWT_SECRET);
      const [establishment] = await seed.establishments(1);
      const [ownerToken] = await seed.sessions('estabelecimento', [establishment as number]);
      const loads = [];
      for (const n of INSTANCE_COUNTS) {
        const joins = await seedJoins(
          seed,
          establishment as number,
          SCALE.warmup,
          SCALE.joins,
          `Escala ${n}`,
        );
        const queueId = await seed.queue(establishment as number, `Observada ${n}`);
        const watchers = await seed.clients(SCALE.watchers, `Observador ${n}`);
        const tokens = await seed.sessions(
          'cliente',
          watchers.map((c) => c.id),
        );
        await seed.waiting(queueId, watchers);
        loads.push({ n, joins, fanout: { queueId, tokens, ownerToken: ownerToken as string } });
      }

      // The baseline through the same balancer: what the balancer and the generator cost by themselves.
      const sample = loads[0]?.joins as JoinLoad;
      const base = await runBehindBalancer([baseline], sample, 200, null);
      const b = { joins: throughputOf(base.joins), fanout: fanoutFigures(base.fan, 1, SCALE.watchers) };
      const runs: Record<string, ReturnType<typeof figures>> = {};
      for (const { n, joins, fanout } of loads) {
        const dataDir = await freshDataDir(`scaleout-${n}`);
        const env = { DATABASE_URL: database.url, REDIS_URL: redis.url };
        const servers = await Promise.all(
          Array.from({ length: n }, (_, i) => startServer(dataDir, env, `server-${i + 1}.log`)),
        );
        try {
          const run = await runBehindBalancer(servers, joins, 201, fanout);
          const consistent = await lineIsConsistent(handle, joins.queueId, SCALE.joins);
          runs[n] = figures(run, consistent, b);
        } finally {
          await Promise.all(servers.map((s) => stop(s.child)));
        }
      }
      return report(runs, b, base.cpu);
    } finally {
      await handle.close();
      await redis.stop();
    }
  });
}

function figures(
  run: Awaited<ReturnType<typeof runBehindBalancer>>,
  consistent: boolean,
  b: { joins: ReturnType<typeof throughputOf>; fanout: ReturnType<typeof fanoutFigures> },
) {
  reportErrors('joins behind the balancer', run.joins);
  const joins = throughputOf(run.joins);
  const fan = fanoutFigures(run.fan, 1, SCALE.watchers);
  return {
    joins,
    fanout: {
      lastWatcherMs: fan.lastWatcherMs,
      firstWatcherMs: fan.firstWatcherMs,
      roundsTimedOut: fan.roundsTimedOut,
      watchers: fan.watchers,
      connectFailures: fan.connectFailures,
    },
    connectionsPerInstance: run.connections,
    queueConsistentAfter: consistent,
    cpuDuringJoins: run.cpu,
    ratiosToBaseline: {
      joinsThroughput: ratio(joins.perSecond, b.joins.perSecond),
      fanoutP50: ratio(fan.lastWatcherMs.p50, b.fanout.lastWatcherMs.p50),
      fanoutP99: ratio(fan.lastWatcherMs.p99, b.fanout.lastWatcherMs.p99),
    },
  };
}

function describeCpu(cpu: CpuUse): string {
  const parts = Object.entries(cpu.cores).map(([name, cores]) => `${name} ${fmt(cores, 2)}`);
  return `machine ${fmt(cpu.machineBusy * 100, 0)} % busy; cores used: ${parts.join(', ')}`;
}

function report(
  runs: Record<string, ReturnType<typeof figures>>,
  b: { joins: ReturnType<typeof throughputOf>; fanout: ReturnType<typeof fanoutFigures> },
  baselineCpu: CpuUse,
) {
  const one = runs[1] as ReturnType<typeof figures>;
  const two = runs[2] as ReturnType<typeof figures>;
  for (const [n, r] of Object.entries(runs)) {
    console.log(
      `  ${n} instance${n === '1' ? ' ' : 's'}: ${fmt(r.joins.perSecond, 0)} joins/s (p99 ${fmt(r.joins.latencyMs.p99)} ms, ${fmt(r.ratiosToBaseline.joinsThroughput, 3)} of baseline); fan-out p50 ${fmt(r.fanout.lastWatcherMs.p50)} ms, p99 ${fmt(r.fanout.lastWatcherMs.p99)} ms; line ${r.queueConsistentAfter ? 'consistent' : 'INCONSISTENT'}`,
    );
    console.log(`      during the joins: ${describeCpu(r.cpuDuringJoins)}`);
  }
  console.log(
    `  baseline:    ${fmt(b.joins.perSecond, 0)} req/s through the balancer; fan-out p50 ${fmt(b.fanout.lastWatcherMs.p50)} ms, p99 ${fmt(b.fanout.lastWatcherMs.p99)} ms`,
  );
  const ratios = {
    joinsTwoOverOne: ratio(two.joins.perSecond, one.joins.perSecond),
    fanoutP50TwoOverOne: ratio(two.fanout.lastWatcherMs.p50, one.fanout.lastWatcherMs.p50),
    fanoutP99TwoOverOne: ratio(two.fanout.lastWatcherMs.p99, one.fanout.lastWatcherMs.p99),
  };
  const saturated = two.cpuDuringJoins.machineBusy >= 0.9;
  const others = two.cpuDuringJoins.cores.others ?? 0;
  const neighbours =
    others >= 0.3 ? `; ${fmt(others, 2)} cores of it went to other tenants of this shared machine` : '';
  const limitedBy = saturated
    ? `the CPUs were saturated during the 2-instance joins (${describeCpu(two.cpuDuringJoins)})${neighbours}: a second instance can only take CPU from the first, from PostgreSQL and from the load generator, so this machine bounds the ratio, not the servers`
    : `the CPUs were not saturated during the 2-instance joins (${describeCpu(two.cpuDuringJoins)}): joins into one queue take its row lock in turn across instances, one transaction at a time, each waiting for its commit's WAL flush, which bounds joins/s into one queue whatever the number of instances`;
  console.log(
    `  2 / 1 instances: joins/s ×${fmt(ratios.joinsTwoOverOne, 2)}, fan-out p99 ×${fmt(ratios.fanoutP99TwoOverOne, 2)}`,
  );
  console.log(`  limited by: ${limitedBy}`);
  const targets = [
    atLeast('joins/s, 2 instances / 1 instance', ratios.joinsTwoOverOne, 1.7, '×'),
    atMost('fan-out p99, 2 instances / 1 instance', ratios.fanoutP99TwoOverOne, 1.25, '×'),
  ];
  printTargets(targets);
  return {
    description: `PostgreSQL (fresh database) + a private Redis; 1 then 2 server instances sharing JWT_SECRET behind a round-robin TCP balancer in the bench process (per connection; keep-alive connections stay put). Each run: ${SCALE.warmup} warm-up joins, then ${SCALE.joins} joins of distinct clients into a fresh queue at concurrency ${SCALE.concurrency}; then ${SCALE.watchers} waiting clients watch their queue's stream (spread over the instances) while the owner calls next ${SCALE.rounds} times (${SCALE.pauseMs} ms apart, after ${SCALE.warmupRounds} warm-up calls), through the balancer, so a call lands on one instance and reaches the other's watchers through Redis. The baseline is the bare Node server behind the same balancer. 'Unchanged' fan-out p99 is read as at most ×1.25 (rounds of ${SCALE.watchers} on a shared machine vary by that much)`,
    baseline: {
      joins: b.joins,
      fanout: { lastWatcherMs: b.fanout.lastWatcherMs },
      cpuDuringJoins: baselineCpu,
    },
    instances: runs,
    ratios,
    cpuSaturatedWithTwo: saturated,
    limitedBy,
    targets,
  };
}
