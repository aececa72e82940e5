/**
 * One instance against two on PostgreSQL + Redis, behind the bench's own round-robin TCP balancer: joins/s
 * and call→watcher fan-out for each, beside the bare-Node baseline measured through the same balancer, and
 * where the CPU went (the load generator, PostgreSQL, Redis and the balancer share the machine's cores).
 */
import { openPostgres } from '../apps/server/src/database/connection';
import {
  atMost,
  fanoutFigures,
  fmt,
  freshDataDir,
  generate,
  JWT_SECRET,
  phase,
  printTargets,
  type RunningServer,
  reportErrors,
  startServer,
  stop,
  throughputOf,
} from './harness';
import { type CpuUse, describeCpu, measureCpu, startBalancer, startRedis } from './infra';
import { type JoinLoad, linesAreConsistent, onFreshPostgres, seedJoins } from './postgres-scenarios';
import type { FanoutJob, FanoutResult, PhaseResult, RequestSpec } from './protocol';
import { BenchSeed } from './seed';
import { ratio } from './stats';

const SCALE = {
  warmup: 300,
  joins: 3_000,
  /** The spread load: the same number of joins, into this many queues in turn (one establishment's). */
  spreadQueues: 20,
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

interface JoinLoads {
  /** Every join into one queue: bounded by that queue's row lock, taken in turn across instances. */
  hot: JoinLoad;
  /** The same number of joins spread over `SCALE.spreadQueues` queues, as a deployment's traffic is. */
  spread: JoinLoad;
}

/** Both join loads (`expect`: 201 from the server, 200 from the baseline), then the fan-out, through one balancer. */
async function runBehindBalancer(
  servers: RunningServer[],
  joins: JoinLoads,
  expect: number,
  fanout: FanoutLoad | null,
) {
  const balancer = await startBalancer(servers.map((s) => s.port));
  const measure = (name: string, requests: RequestSpec[]) =>
    measureCpu({ servers: servers.map((s) => s.pid) }, () =>
      generate<PhaseResult[]>({
        kind: 'load',
        port: balancer.port,
        phases: [phase(name, SCALE.concurrency, requests, expect)],
      }),
    );
  try {
    await generate<PhaseResult[]>({
      kind: 'load',
      port: balancer.port,
      phases: [phase('warmup', SCALE.concurrency, joins.hot.warm, expect)],
    });
    const hot = await measure('joins into one queue', joins.hot.measured);
    const spread = await measure(`joins over ${SCALE.spreadQueues} queues`, joins.spread.measured);
    const fan = await generate<FanoutResult>(fanoutJob(balancer.port, servers[0]?.pid as number, fanout));
    return {
      hot: { joins: hot.result[0] as PhaseResult, cpu: hot.cpu },
      spread: { joins: spread.result[0] as PhaseResult, cpu: spread.cpu },
      fan,
      connections: [...balancer.connections],
    };
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
        const at = establishment as number;
        const joins = {
          hot: await seedJoins(seed, at, SCALE.warmup, SCALE.joins, `Escala ${n}`),
          spread: await seedJoins(seed, at, 0, SCALE.joins, `Espalhada ${n}`, SCALE.spreadQueues),
        };
        const queueId = await seed.queue(establishment as number, `Observada ${n}`);
        const watchers = await seed.clients(SCALE.watchers, `Observador ${n}`);
        const tokens = await seed.sessions(
          'cliente',
          watchers.map((c) => c.id),
        );
        await seed.waiting(queueId, watchers);
        loads.push({ n, joins, fanout: { queueId, tokens, ownerToken: ownerToken as string } });
      }

      await seed.analyze();

      // The baseline through the same balancer: what the balancer and the generator cost by themselves.
      const sample = loads[0]?.joins as JoinLoads;
      const base = await runBehindBalancer([baseline], sample, 200, null);
      const b = {
        joins: throughputOf(base.hot.joins),
        fanout: fanoutFigures(base.fan, 1, SCALE.watchers),
      };
      const runs: Record<string, ReturnType<typeof figures>> = {};
      for (const { n, joins, fanout } of loads) {
        const dataDir = await freshDataDir(`scaleout-${n}`);
        const env = { DATABASE_URL: database.url, REDIS_URL: redis.url };
        const servers = await Promise.all(
          Array.from({ length: n }, (_, i) => startServer(dataDir, env, `server-${i + 1}.log`)),
        );
        try {
          const run = await runBehindBalancer(servers, joins, 201, fanout);
          const consistent =
            (await linesAreConsistent(handle, joins.hot)) && (await linesAreConsistent(handle, joins.spread));
          runs[n] = figures(run, consistent, b);
        } finally {
          await Promise.all(servers.map((s) => stop(s.child)));
        }
      }
      return report(runs, b, base.hot.cpu);
    } finally {
      await handle.close();
      await redis.stop();
    }
  });
}

type Baseline = { joins: ReturnType<typeof throughputOf>; fanout: ReturnType<typeof fanoutFigures> };

function figures(run: Awaited<ReturnType<typeof runBehindBalancer>>, consistent: boolean, b: Baseline) {
  reportErrors('joins into one queue behind the balancer', run.hot.joins);
  reportErrors('spread joins behind the balancer', run.spread.joins);
  const joins = throughputOf(run.hot.joins);
  const spreadJoins = throughputOf(run.spread.joins);
  const fan = fanoutFigures(run.fan, 1, SCALE.watchers);
  return {
    joins,
    spreadJoins,
    fanout: {
      lastWatcherMs: fan.lastWatcherMs,
      firstWatcherMs: fan.firstWatcherMs,
      roundsTimedOut: fan.roundsTimedOut,
      watchers: fan.watchers,
      connectFailures: fan.connectFailures,
    },
    connectionsPerInstance: run.connections,
    queueConsistentAfter: consistent,
    cpuDuringJoins: run.hot.cpu,
    cpuDuringSpreadJoins: run.spread.cpu,
    ratiosToBaseline: {
      joinsThroughput: ratio(joins.perSecond, b.joins.perSecond),
      spreadJoinsThroughput: ratio(spreadJoins.perSecond, b.joins.perSecond),
      fanoutP50: ratio(fan.lastWatcherMs.p50, b.fanout.lastWatcherMs.p50),
      fanoutP99: ratio(fan.lastWatcherMs.p99, b.fanout.lastWatcherMs.p99),
    },
  };
}

/** What bounded the 2-instance joins: the machine's two cores, or (below them) the queue's row lock. */
function limitOf(cpu: CpuUse, oneQueue: boolean): { saturated: boolean; text: string } {
  const saturated = cpu.machineBusy >= 0.9;
  const others = cpu.cores.others ?? 0;
  const neighbours =
    others >= 0.3 ? `; ${fmt(others, 2)} cores of it went to other tenants of this shared machine` : '';
  if (saturated)
    return {
      saturated,
      text: `the CPUs were saturated (${describeCpu(cpu)})${neighbours}: a second instance can only take CPU from the first, from PostgreSQL and from the load generator, so this machine bounds the ratio, not the servers`,
    };
  return {
    saturated,
    text: oneQueue
      ? `the CPUs were not saturated (${describeCpu(cpu)}): joins into one queue take its row lock in turn across instances, one transaction at a time, each waiting for its commit's WAL flush, which bounds joins/s into one queue whatever the number of instances`
      : `the CPUs were not saturated (${describeCpu(cpu)})`,
  };
}

type Run = ReturnType<typeof figures>;

function report(runs: Record<string, Run>, b: Baseline, baselineCpu: CpuUse) {
  const one = runs[1] as Run;
  const two = runs[2] as Run;
  for (const [n, r] of Object.entries(runs)) {
    console.log(
      `  ${n} instance${n === '1' ? ' ' : 's'}: one queue ${fmt(r.joins.perSecond, 0)} joins/s (p99 ${fmt(r.joins.latencyMs.p99)} ms), ${SCALE.spreadQueues} queues ${fmt(r.spreadJoins.perSecond, 0)} joins/s (p99 ${fmt(r.spreadJoins.latencyMs.p99)} ms); fan-out p50 ${fmt(r.fanout.lastWatcherMs.p50)} ms, p99 ${fmt(r.fanout.lastWatcherMs.p99)} ms; lines ${r.queueConsistentAfter ? 'consistent' : 'INCONSISTENT'}`,
    );
    console.log(`      joins into one queue: ${describeCpu(r.cpuDuringJoins)}`);
    console.log(`      joins over ${SCALE.spreadQueues} queues: ${describeCpu(r.cpuDuringSpreadJoins)}`);
  }
  console.log(
    `  baseline:    ${fmt(b.joins.perSecond, 0)} req/s through the balancer; fan-out p50 ${fmt(b.fanout.lastWatcherMs.p50)} ms, p99 ${fmt(b.fanout.lastWatcherMs.p99)} ms`,
  );
  const ratios = {
    joinsTwoOverOne: ratio(two.joins.perSecond, one.joins.perSecond),
    spreadJoinsTwoOverOne: ratio(two.spreadJoins.perSecond, one.spreadJoins.perSecond),
    fanoutP50TwoOverOne: ratio(two.fanout.lastWatcherMs.p50, one.fanout.lastWatcherMs.p50),
    fanoutP99TwoOverOne: ratio(two.fanout.lastWatcherMs.p99, one.fanout.lastWatcherMs.p99),
  };
  const hotLimit = limitOf(two.cpuDuringJoins, true);
  const spreadLimit = limitOf(two.cpuDuringSpreadJoins, false);
  console.log(
    `  2 / 1 instances: joins/s over ${SCALE.spreadQueues} queues ×${fmt(ratios.spreadJoinsTwoOverOne, 2)}, into one queue ×${fmt(ratios.joinsTwoOverOne, 2)}; fan-out p99 ×${fmt(ratios.fanoutP99TwoOverOne, 2)}`,
  );
  console.log(`  over ${SCALE.spreadQueues} queues, with 2 instances: ${spreadLimit.text}`);
  console.log(`  into one queue, with 2 instances: ${hotLimit.text}`);
  // The ×1.7 of issue 15 is read on instances with CPU of their own (scaleout-capped, decision 037):
  // uncapped on this machine, a second instance only takes CPU from the first (decision 032).
  console.log(
    '  (the 2 / 1 joins target is measured by scaleout-capped, each instance on its own CPU budget)',
  );
  const targets = [atMost('fan-out p99, 2 instances / 1 instance', ratios.fanoutP99TwoOverOne, 1.25, '×')];
  printTargets(targets);
  return {
    description: `PostgreSQL (fresh database) + a private Redis; 1 then 2 server instances sharing JWT_SECRET behind a round-robin TCP balancer in the bench process (per connection; keep-alive connections stay put). Each run: ${SCALE.warmup} warm-up joins, then ${SCALE.joins} joins of distinct clients into one fresh queue, then ${SCALE.joins} more spread in turn over ${SCALE.spreadQueues} fresh queues (a deployment's traffic is many queues; one queue's changes take its row lock in turn by design, decision 032; the ×1.7 target is read on capped instances, scaleout-capped, decision 037), both at concurrency ${SCALE.concurrency}; then ${SCALE.watchers} waiting clients watch their queue's stream (spread over the instances) while the owner calls next ${SCALE.rounds} times (${SCALE.pauseMs} ms apart, after ${SCALE.warmupRounds} warm-up calls), through the balancer, so a call lands on one instance and reaches the other's watchers through Redis. The baseline is the bare Node server behind the same balancer. 'Unchanged' fan-out p99 is read as at most ×1.25 (rounds of ${SCALE.watchers} on a shared machine vary by that much)`,
    baseline: {
      joins: b.joins,
      fanout: { lastWatcherMs: b.fanout.lastWatcherMs },
      cpuDuringJoins: baselineCpu,
    },
    instances: runs,
    ratios,
    cpuSaturatedWithTwo: spreadLimit.saturated,
    limitedBy: { spread: spreadLimit.text, oneQueue: hotLimit.text },
    targets,
  };
}
