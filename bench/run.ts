/**
 * `npm run bench`: starts the real server (apps/server/dist/server.js) on a fresh embedded database per
 * scenario, seeds it directly, loads it over loopback from a separate generator process, measures a
 * bare Node HTTP server with the same generator in the same run, and writes bench/results.json.
 *
 *   npm run bench                    every scenario, writes bench/results.json
 *   npx tsx bench/run.ts joins reads only those scenarios (joins, callNext, fanout, reads, history,
 *                                    joins-pg, scaleout, scaleout-capped, metrics, guests, points); writes
 *                                    bench/results/partial-latest.json
 * The PostgreSQL scenarios (postgres-scenarios.ts, scale-out.ts) use TEST_DATABASE_URL's server.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openSqlite } from '../apps/server/src/database/connection';
import { guestJoinsScenario } from './guest-joins';
import {
  atLeast,
  atMost,
  byName,
  cleanUp,
  fanoutFigures,
  fmt,
  forBaseline,
  freshDataDir,
  generate,
  HERE,
  JWT_SECRET,
  lineIsConsistent,
  loadOnFreshServer,
  merge,
  phase,
  printTargets,
  ROOT,
  type RunningServer,
  reportErrors,
  SERVER_ENTRY,
  setWorkDir,
  startBaseline,
  startServer,
  stop,
  type Target,
  throughputOf,
} from './harness';
import { seedJoinRequests } from './join-requests';
import { metricsOverheadScenario } from './metrics-overhead';
import { joinsPgScenario } from './postgres-scenarios';
import type { FanoutJob, FanoutResult, LoadPhase, PhaseResult, RequestSpec } from './protocol';
import { scaleOutScenario } from './scale-out';
import { scaleOutCappedScenario } from './scale-out-capped';
import { type BenchClient, BenchSeed } from './seed';
import { servicePointsScenario } from './service-points';
import { type LatencySummary, ratio, round, summarize } from './stats';

const RESULTS_FILE = path.join(HERE, 'results.json');
const PARTIAL_RESULTS_FILE = path.join(HERE, 'results', 'partial-latest.json');

const JOIN = { warmup: 500, measured: 10_000, concurrency: 50 };
const CALL = { sizes: [10, 10_000, 100_000], warmup: 30, calls: 300, rounds: 3 };
const FANOUT = {
  watchers: 10_000,
  connectBatch: 250,
  warmupRounds: 2,
  rounds: 20,
  pauseMs: 300,
  connectSample: 200,
  connectSampleBatch: 20,
};
const HISTORY = { tickets: 1_000_000, days: 365, queues: 8, warmup: 20, requests: 200 };
const READS = { establishments: 300, grouped: 100, warmup: 500, requests: 10_000, concurrency: 50 };

// ---------------------------------------------------------------------------------------------
// Scenarios.

async function joinsScenario(baseline: RunningServer) {
  console.log(
    `\n== Joins: ${JOIN.measured} distinct clients into one queue, concurrency ${JOIN.concurrency}`,
  );
  const dataDir = await freshDataDir('joins');
  const { queueId, requests } = await seedJoinRequests(dataDir, JOIN.warmup, JOIN.measured);

  const phases = [
    phase('warmup', JOIN.concurrency, requests.slice(0, JOIN.warmup), 201),
    phase('joins', JOIN.concurrency, requests.slice(JOIN.warmup), 201),
  ];

  const vez = await loadOnFreshServer(dataDir, phases);
  const base = await generate<PhaseResult[]>({
    kind: 'load',
    port: baseline.port,
    phases: forBaseline(phases),
  });

  // The line the joins left behind: positions 1..N with no gap or duplicate.
  const check = openSqlite(path.join(dataDir, 'vez.db'));
  const consistent = await lineIsConsistent(check, queueId, JOIN.measured);
  await check.close();

  const measured = vez[1] as PhaseResult;
  reportErrors('joins', measured);
  const v = throughputOf(measured);
  const b = throughputOf(base[1] as PhaseResult);
  const ratios = {
    throughput: ratio(v.perSecond, b.perSecond),
    p50: ratio(v.latencyMs.p50, b.latencyMs.p50),
    p99: ratio(v.latencyMs.p99, b.latencyMs.p99),
  };
  const targets = [
    atLeast('joins/s', v.perSecond, 2000, 'joins/s'),
    atMost('join p99', v.latencyMs.p99, 50, 'ms'),
  ];
  console.log(
    `  vez:      ${fmt(v.perSecond, 0)} joins/s, p50 ${fmt(v.latencyMs.p50)} ms, p99 ${fmt(v.latencyMs.p99)} ms (${v.errors} errors)`,
  );
  console.log(
    `  baseline: ${fmt(b.perSecond, 0)} req/s,   p50 ${fmt(b.latencyMs.p50)} ms, p99 ${fmt(b.latencyMs.p99)} ms`,
  );
  console.log(
    `  ratio:    throughput ${fmt(ratios.throughput, 3)} of baseline, p99 ×${fmt(ratios.p99, 1)} of baseline`,
  );
  console.log(`  queue after the joins: ${consistent ? 'positions 1..N, consistent' : 'INCONSISTENT'}`);
  printTargets(targets);
  return {
    description: `${JOIN.measured} joins of distinct clients (each with its own token) into one active queue, concurrency ${JOIN.concurrency}, after ${JOIN.warmup} warm-up joins into another queue`,
    measured: v,
    baseline: b,
    ratios,
    queueConsistentAfter: consistent,
    targets,
  };
}

async function callNextScenario(baseline: RunningServer) {
  const perRound = CALL.calls / CALL.rounds;
  console.log(
    `\n== Call next: ${CALL.calls} calls per queue at concurrency 1, queues of ${CALL.sizes.join(', ')} waiting`,
  );
  const dataDir = await freshDataDir('call-next');
  const seed = await BenchSeed.open(path.join(dataDir, 'vez.db'), JWT_SECRET);
  const [establishment] = await seed.establishments(1);
  const extra = CALL.warmup + CALL.calls;
  const largest = Math.max(...CALL.sizes);
  const clients = await seed.clients(largest + extra, 'Espera');
  const queues: { size: number; id: number }[] = [];
  for (const size of CALL.sizes) {
    const id = await seed.queue(establishment as number, `Fila de ${size}`);
    await seed.waiting(id, clients.slice(0, size + extra));
    queues.push({ size, id });
  }
  const [ownerToken] = await seed.sessions('estabelecimento', [establishment as number]);
  await seed.close();

  const call = (queueId: number): RequestSpec => ({
    method: 'POST',
    path: `/api/queues/${queueId}/chamar-proximo`,
    token: ownerToken as string,
  });
  const repeat = (queueId: number, n: number) => Array.from({ length: n }, () => call(queueId));
  // Warm up every queue, then interleave the measured calls by size so noise hits every size alike.
  const phases: LoadPhase[] = queues.map((q) => phase(`warmup-${q.size}`, 1, repeat(q.id, CALL.warmup), 200));
  for (let r = 0; r < CALL.rounds; r += 1) {
    for (const q of queues) phases.push(phase(`calls-${q.size}-${r}`, 1, repeat(q.id, perRound), 200));
  }

  const vez = await loadOnFreshServer(dataDir, phases);
  const baselinePhases = [
    phase('warmup', 1, repeat(queues[0]?.id as number, CALL.warmup), 200),
    phase('calls', 1, repeat(queues[0]?.id as number, CALL.calls), 200),
  ];
  const base = await generate<PhaseResult[]>({ kind: 'load', port: baseline.port, phases: baselinePhases });
  const b = summarize((base[1] as PhaseResult).latencies);

  const bySize: Record<string, { latencyMs: LatencySummary; errors: number; p50Ratio: number }> = {};
  for (const q of queues) {
    const merged = merge(byName(vez, `calls-${q.size}-`));
    reportErrors(`calls with ${q.size} waiting`, merged);
    const latencyMs = summarize(merged.latencies);
    bySize[q.size] = { latencyMs, errors: merged.errors, p50Ratio: ratio(latencyMs.p50, b.p50) };
    console.log(
      `  vez, ${String(q.size).padStart(6)} waiting: p50 ${fmt(latencyMs.p50)} ms, p99 ${fmt(latencyMs.p99)} ms  (p50 ×${fmt(ratio(latencyMs.p50, b.p50), 1)} of baseline)`,
    );
  }
  console.log(`  baseline (c=1):          p50 ${fmt(b.p50)} ms, p99 ${fmt(b.p99)} ms`);
  const smallest = bySize[String(Math.min(...CALL.sizes))]?.latencyMs.p50 as number;
  const biggest = bySize[String(largest)]?.latencyMs.p50 as number;
  const growth = ratio(biggest, smallest);
  console.log(`  p50(${largest}) / p50(${Math.min(...CALL.sizes)}) = ${fmt(growth, 3)}`);
  const targets = [
    ...queues.map((q) =>
      atMost(`call p50 with ${q.size} waiting`, bySize[q.size]?.latencyMs.p50 as number, 5, 'ms'),
    ),
    atMost(`p50(${largest}) / p50(${Math.min(...CALL.sizes)})`, growth, 2, ''),
  ];
  printTargets(targets);
  return {
    description: `POST /api/queues/:id/chamar-proximo by the owner, concurrency 1: ${CALL.warmup} warm-up then ${CALL.calls} measured calls per queue (interleaved by size in ${CALL.rounds} rounds), queues seeded with N + ${extra} waiting`,
    measured: bySize,
    baseline: { latencyMs: b },
    ratios: {
      growthP50: growth,
      ...Object.fromEntries(queues.map((q) => [`p50_${q.size}`, bySize[q.size]?.p50Ratio])),
    },
    targets,
  };
}

async function fanoutScenario(baseline: RunningServer) {
  console.log(`\n== Fan-out: ${FANOUT.watchers} clients waiting and watching one queue's event stream`);
  const dataDir = await freshDataDir('fanout');
  const dbFile = path.join(dataDir, 'vez.db');
  const seed = await BenchSeed.open(dbFile, JWT_SECRET);
  const [establishment] = await seed.establishments(1);
  const queueId = await seed.queue(establishment as number, 'Fila observada');
  const clients = await seed.clients(FANOUT.watchers, 'Observador');
  const tokens = await seed.sessions(
    'cliente',
    clients.map((c) => c.id),
  );
  const [ownerToken] = await seed.sessions('estabelecimento', [establishment as number]);
  // Every watcher is already waiting when the streams open: each connects to the full queue and gets
  // its own position in its first message (a new stream reuses the hub's snapshot of the queue).
  await seed.waiting(queueId, clients);
  await seed.close();

  const common = {
    kind: 'fanout' as const,
    connectBatch: FANOUT.connectBatch,
    expectType: 'called',
    warmupRounds: FANOUT.warmupRounds,
    rounds: FANOUT.rounds,
    pauseMs: FANOUT.pauseMs,
    roundTimeoutMs: 15_000,
    waitAfterConnect: true,
    connectSample: FANOUT.connectSample,
    connectSampleBatch: FANOUT.connectSampleBatch,
  };
  const server = await startServer(dataDir);
  let vez: FanoutResult;
  try {
    vez = await generate<FanoutResult>({
      ...common,
      port: server.port,
      streamPath: `/api/queues/${queueId}/events`,
      tokens,
      trigger: {
        method: 'POST',
        path: `/api/queues/${queueId}/chamar-proximo`,
        token: ownerToken as string,
      },
      serverPid: server.pid,
    } satisfies FanoutJob);
  } finally {
    await stop(server.child);
  }
  const base = await generate<FanoutResult>({
    ...common,
    port: baseline.port,
    streamPath: '/events',
    tokens: tokens.map(() => null),
    trigger: { method: 'POST', path: '/fire', token: ownerToken as string },
    serverPid: baseline.pid,
  } satisfies FanoutJob);

  const v = fanoutFigures(vez, FANOUT.connectSampleBatch, FANOUT.watchers);
  const b = fanoutFigures(base, FANOUT.connectSampleBatch, FANOUT.watchers);
  if (vez.connectFailures > 0)
    console.log(`  !! ${vez.connectFailures} streams failed: ${vez.firstErrors.join(' | ')}`);
  const ratios = {
    lastWatcherP99: ratio(v.lastWatcherMs.p99, b.lastWatcherMs.p99),
    lastWatcherP50: ratio(v.lastWatcherMs.p50, b.lastWatcherMs.p50),
    rss: ratio(v.rssMiB, b.rssMiB),
    connectLatencyP50: ratio(v.connectWithFullQueue.latencyMs.p50, b.connectWithFullQueue.latencyMs.p50),
  };
  console.log(
    `  vez:      last watcher told p50 ${fmt(v.lastWatcherMs.p50)} ms, p99 ${fmt(v.lastWatcherMs.p99)} ms; RSS ${fmt(v.rssMiB, 0)} MiB`,
  );
  console.log(
    `  baseline: last watcher told p50 ${fmt(b.lastWatcherMs.p50)} ms, p99 ${fmt(b.lastWatcherMs.p99)} ms; RSS ${fmt(b.rssMiB, 0)} MiB`,
  );
  console.log(`  ratio:    p99 ×${fmt(ratios.lastWatcherP99, 2)}, RSS ×${fmt(ratios.rss, 1)} of baseline`);
  console.log(
    `  one more stream with ${FANOUT.watchers} waiting: p50 ${fmt(v.connectWithFullQueue.latencyMs.p50)} ms (baseline ${fmt(b.connectWithFullQueue.latencyMs.p50)} ms, ×${fmt(ratios.connectLatencyP50, 0)}), ${fmt(v.connectWithFullQueue.perSecond, 0)} connects/s: ${fmt(v.connectWithFullQueue.projectedSecondsForAll, 0)} s to (re)connect all ${FANOUT.watchers}`,
  );
  const targets = [
    atMost('last watcher told, p99', v.lastWatcherMs.p99, 250, 'ms'),
    atMost('server RSS with the watchers connected', v.rssMiB, 1024, 'MiB'),
  ];
  if (v.roundsTimedOut > 0)
    targets.push(atMost('rounds where a watcher was never told', v.roundsTimedOut, 0, ''));
  printTargets(targets);
  return {
    description: `${FANOUT.watchers} clients, each waiting in the queue, watch GET /api/queues/:id/events with their own token; the owner calls next ${FANOUT.rounds} times (${FANOUT.pauseMs} ms apart, after ${FANOUT.warmupRounds} warm-up calls); time from sending the call to the last watcher receiving its 'called' event. The watchers connect to the full queue; connectWithFullQueue samples what one more stream costs then`,
    measured: v,
    baseline: b,
    ratios,
    targets,
  };
}

async function readsScenario(baseline: RunningServer) {
  console.log(`\n== Reads: grouped view and establishments list, concurrency ${READS.concurrency}`);
  const dataDir = await freshDataDir('reads');
  const seed = await BenchSeed.open(path.join(dataDir, 'vez.db'), JWT_SECRET);
  const establishments = await seed.establishments(READS.establishments);
  const clients = await seed.clients(READS.grouped, 'Leitura');
  let groupedQueue = 0;
  for (const [i, establishment] of establishments.entries()) {
    if (i % 3 === 0) {
      const queueId = await seed.queue(establishment, 'Fila principal');
      await seed.waiting(queueId, clients.slice(0, i === 0 ? READS.grouped : 1 + (i % 12)));
      if (i === 0) groupedQueue = queueId;
    } else if (i % 3 === 1 && i % 2 === 0) {
      await seed.queue(establishment, 'Fila pausada', 'pausada');
    }
  }
  await seed.close();

  const repeat = (spec: RequestSpec, n: number) => Array.from({ length: n }, () => spec);
  const grouped: RequestSpec = { method: 'GET', path: `/api/queues/${groupedQueue}/grouped` };
  const list: RequestSpec = { method: 'GET', path: '/api/establishments' };
  const phases = [
    phase('warmup-grouped', READS.concurrency, repeat(grouped, READS.warmup), 200),
    phase('grouped', READS.concurrency, repeat(grouped, READS.requests), 200),
    phase('warmup-list', READS.concurrency, repeat(list, READS.warmup), 200),
    phase('list', READS.concurrency, repeat(list, READS.requests), 200),
  ];
  const vez = await loadOnFreshServer(dataDir, phases);
  const base = await generate<PhaseResult[]>({
    kind: 'load',
    port: baseline.port,
    phases: [
      phase('warmup', READS.concurrency, repeat(list, READS.warmup), 200),
      phase('constant', READS.concurrency, repeat(list, READS.requests), 200),
    ],
  });
  const b = throughputOf(base[1] as PhaseResult);
  const figures = (name: string, label: string) => {
    const result = vez.find((r) => r.name === name) as PhaseResult;
    reportErrors(label, result);
    const v = throughputOf(result);
    const ratios = {
      throughput: ratio(v.perSecond, b.perSecond),
      p99: ratio(v.latencyMs.p99, b.latencyMs.p99),
    };
    console.log(
      `  ${label.padEnd(24)} ${fmt(v.perSecond, 0)} req/s, p50 ${fmt(v.latencyMs.p50)} ms, p99 ${fmt(v.latencyMs.p99)} ms  (throughput ${fmt(ratios.throughput, 3)} of baseline, p99 ×${fmt(ratios.p99, 1)})`,
    );
    return { measured: v, ratios };
  };
  const groupedFigures = figures('grouped', `GET grouped (${READS.grouped})`);
  const listFigures = figures('list', 'GET /api/establishments');
  console.log(
    `  ${'baseline'.padEnd(24)} ${fmt(b.perSecond, 0)} req/s, p50 ${fmt(b.latencyMs.p50)} ms, p99 ${fmt(b.latencyMs.p99)} ms`,
  );
  return {
    description: `${READS.requests} anonymous requests each (after ${READS.warmup} warm-up) at concurrency ${READS.concurrency}: GET /api/queues/:id/grouped of a queue with ${READS.grouped} waiting, and GET /api/establishments (first page of 8) over ${READS.establishments} establishments, a third with an open queue; no fixed target`,
    grouped: groupedFigures,
    establishments: listFigures,
    baseline: b,
  };
}

async function historyScenario(baseline: RunningServer) {
  console.log(
    `\n== Statistics: ${HISTORY.tickets.toLocaleString('en')} historical tickets over ${HISTORY.days} days, one establishment`,
  );
  const dataDir = await freshDataDir('history');
  const dbFile = path.join(dataDir, 'vez.db');
  const seed = await BenchSeed.open(dbFile, JWT_SECRET);
  const [establishment] = await seed.establishments(1);
  const [client] = await seed.clients(1, 'Histórico');
  const queueIds: number[] = [];
  for (let q = 0; q < HISTORY.queues; q += 1)
    queueIds.push(await seed.queue(establishment as number, `Fila ${q + 1}`));
  const [ownerToken] = await seed.sessions('estabelecimento', [establishment as number]);
  const seeding = Date.now();
  seed.historyTickets(dbFile, queueIds, (client as BenchClient).id, HISTORY.tickets, HISTORY.days);
  await seed.close();
  console.log(`  seeded in ${fmt((Date.now() - seeding) / 1000, 1)} s`);

  const day = (offset: number) =>
    new Date(Date.now() - 3 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);
  const period = `?de=${day(29)}&ate=${day(0)}`;
  const calls: Record<string, RequestSpec> = {
    stats: { method: 'GET', path: `/api/establishments/stats${period}`, token: ownerToken as string },
    hourly: {
      method: 'GET',
      path: `/api/establishments/${establishment}/atendimentos-por-hora${period}`,
      token: ownerToken as string,
    },
    perQueue: {
      method: 'GET',
      path: `/api/establishments/stats/filas${period}`,
      token: ownerToken as string,
    },
  };
  const repeat = (spec: RequestSpec, n: number) => Array.from({ length: n }, () => spec);
  const phases = Object.entries(calls).flatMap(([name, spec]) => [
    phase(`warmup-${name}`, 1, repeat(spec, HISTORY.warmup), 200),
    phase(name, 1, repeat(spec, HISTORY.requests), 200),
  ]);
  const vez = await loadOnFreshServer(dataDir, phases);
  const base = await generate<PhaseResult[]>({
    kind: 'load',
    port: baseline.port,
    phases: [
      phase('warmup', 1, repeat({ method: 'GET', path: '/' }, HISTORY.warmup), 200),
      phase('constant', 1, repeat({ method: 'GET', path: '/' }, HISTORY.requests), 200),
    ],
  });
  const b = summarize((base[1] as PhaseResult).latencies);
  const measured: Record<string, { latencyMs: LatencySummary; p50Ratio: number; p99Ratio: number }> = {};
  const targets: Target[] = [];
  for (const name of Object.keys(calls)) {
    const result = vez.find((r) => r.name === name) as PhaseResult;
    reportErrors(`statistics ${name}`, result);
    const latencyMs = summarize(result.latencies);
    measured[name] = {
      latencyMs,
      p50Ratio: ratio(latencyMs.p50, b.p50),
      p99Ratio: ratio(latencyMs.p99, b.p99),
    };
    console.log(
      `  ${name.padEnd(9)} 30 days: p50 ${fmt(latencyMs.p50)} ms, p99 ${fmt(latencyMs.p99)} ms  (p50 ×${fmt(ratio(latencyMs.p50, b.p50), 1)} of baseline)`,
    );
    targets.push(
      atMost(`${name} (30 days) p50`, latencyMs.p50, 50, 'ms'),
      atMost(`${name} (30 days) p99`, latencyMs.p99, 150, 'ms'),
    );
  }
  console.log(`  baseline (c=1): p50 ${fmt(b.p50)} ms, p99 ${fmt(b.p99)} ms`);
  printTargets(targets);
  return {
    description: `${HISTORY.tickets} finished tickets over ${HISTORY.days} days in ${HISTORY.queues} queues of one establishment; the dashboard's calls for the last 30 days (stats, hourly, per queue) at concurrency 1, ${HISTORY.warmup} warm-up then ${HISTORY.requests} each`,
    measured,
    baseline: { latencyMs: b },
    targets,
  };
}

// ---------------------------------------------------------------------------------------------

function machine() {
  const cpus = os.cpus();
  let openFiles = 'unknown';
  try {
    openFiles = execFileSync('sh', ['-c', 'echo "$(ulimit -n) (hard $(ulimit -Hn))"'], {
      encoding: 'utf8',
    }).trim();
  } catch {}
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    openFileLimit: openFiles,
    date: new Date().toISOString(),
  };
}

const SCENARIOS = {
  joins: joinsScenario,
  callNext: callNextScenario,
  fanout: fanoutScenario,
  reads: readsScenario,
  history: historyScenario,
  'joins-pg': joinsPgScenario,
  scaleout: scaleOutScenario,
  'scaleout-capped': scaleOutCappedScenario,
  metrics: metricsOverheadScenario,
  guests: guestJoinsScenario,
  points: servicePointsScenario,
} as const;
type ScenarioName = keyof typeof SCENARIOS;

async function main() {
  const asked = process.argv.slice(2) as ScenarioName[];
  for (const name of asked) {
    if (!(name in SCENARIOS))
      throw new Error(`unknown scenario ${name}; use ${Object.keys(SCENARIOS).join(', ')}`);
  }
  const selected = asked.length > 0 ? asked : (Object.keys(SCENARIOS) as ScenarioName[]);
  if (!existsSync(SERVER_ENTRY))
    throw new Error('apps/server/dist/server.js is missing: npm run build -w @vez/server');
  setWorkDir(mkdtempSync(path.join(os.tmpdir(), 'vez-bench-')));
  const started = Date.now();
  const info = machine();
  console.log(
    `Vez benchmark: ${info.cpus} × ${info.cpuModel}, ${info.memoryGiB} GiB, Node ${info.node}, open files ${info.openFileLimit}`,
  );
  const hardLimit = Number.parseInt(info.openFileLimit.replace(/.*hard /, ''), 10);
  if (selected.includes('fanout') && hardLimit < FANOUT.watchers + 500) {
    console.log(
      `  !! open-file hard limit ${hardLimit}: the fan-out needs ${FANOUT.watchers + 500} (ulimit -Hn)`,
    );
  }
  const baseline = await startBaseline();
  const scenarios: Record<string, unknown> = {};
  try {
    for (const name of selected) scenarios[name] = await SCENARIOS[name](baseline);
  } finally {
    await stop(baseline.child);
  }
  const allTargets = Object.values(scenarios).flatMap(
    (s) => ((s as { targets?: Target[] }).targets ?? []) as Target[],
  );
  const passed = allTargets.filter((t) => t.pass).length;
  const results = {
    machine: info,
    durationSeconds: round((Date.now() - started) / 1000, 1),
    note: 'Absolute figures depend on the machine and its neighbours; each is reported beside a bare Node HTTP server measured by the same load generator in the same run (ratios).',
    targetsPassed: `${passed}/${allTargets.length}`,
    scenarios,
  };
  console.log(`\n${passed}/${allTargets.length} targets pass; took ${results.durationSeconds} s`);
  // A run of some scenarios keeps the full run's file and records itself apart (the README may quote it).
  const file = asked.length === 0 ? RESULTS_FILE : PARTIAL_RESULTS_FILE;
  writeFileSync(file, `${JSON.stringify({ scenariosAsked: asked, ...results }, null, 2)}\n`);
  console.log(`figures written to ${path.relative(ROOT, file)}`);
}

process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});
process.on('SIGTERM', () => {
  cleanUp();
  process.exit(143);
});

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
