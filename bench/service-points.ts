/**
 * Issue 37 (decision 071): calling to a service point. Two questions, both answered in one run:
 *
 * 1. What a point costs a call. On queues of 10 and 100,000 waiting, calls without a point and calls to
 *    a point (`{ pontoId }`) are interleaved round by round (the order flipped each round), at
 *    concurrency 1, so the host's noise hits both kinds alike: p50(point) / p50(plain) per size, and the
 *    point's p50(100,000) / p50(10).
 * 2. Four points calling one queue at once: four workers, each pressing at its own chair, calls/s; then
 *    the database is read: every call called a different person, the called are exactly the first of the
 *    line in order (nobody skipped), each carries a point, and the queue's counters agree.
 */
import path from 'node:path';
import { openSqlite } from '../apps/server/src/database/connection';
import {
  atMost,
  byName,
  fmt,
  forBaseline,
  freshDataDir,
  generate,
  JWT_SECRET,
  lineIsConsistent,
  loadOnFreshServer,
  merge,
  phase,
  printTargets,
  type RunningServer,
  reportErrors,
  type Target,
  throughputOf,
} from './harness';
import type { LoadPhase, PhaseResult, RequestSpec } from './protocol';
import { BenchSeed } from './seed';
import { type LatencySummary, ratio, summarize } from './stats';

const COST = { sizes: [10, 100_000], warmup: 30, calls: 300, rounds: 3 };
const FOUR = { points: 4, waiting: 3_000, warmup: 40, calls: 2_000 };

export async function servicePointsScenario(baseline: RunningServer) {
  console.log(
    `\n== Service points: calls to a point beside calls without one (queues of ${COST.sizes.join(', ')}), then ${FOUR.points} points calling one queue at once`,
  );
  const dataDir = await freshDataDir('service-points');
  const dbFile = path.join(dataDir, 'vez.db');
  const seed = await BenchSeed.open(dbFile, JWT_SECRET);
  const [establishment] = (await seed.establishments(1)) as [number];
  const perKind = COST.warmup + COST.calls;
  const largest = Math.max(...COST.sizes);
  const clients = await seed.clients(Math.max(largest + 2 * perKind, FOUR.waiting), 'Ponto');
  const queues: { size: number; id: number }[] = [];
  for (const size of COST.sizes) {
    const id = await seed.queue(establishment, `Fila de ${size}`);
    await seed.waiting(id, clients.slice(0, size + 2 * perKind));
    queues.push({ size, id });
  }
  const chair = await seed.servicePoint(
    establishment,
    'Cadeira 1',
    queues.map((q) => q.id),
  );
  const fourQueue = await seed.queue(establishment, 'Fila de quatro cadeiras');
  await seed.waiting(fourQueue, clients.slice(0, FOUR.waiting));
  const chairs: number[] = [];
  for (let i = 1; i <= FOUR.points; i += 1) {
    chairs.push(await seed.servicePoint(establishment, `Cadeira ${i + 1}`, [fourQueue]));
  }
  const [ownerToken] = (await seed.sessions('estabelecimento', [establishment])) as [string];
  await seed.close();

  const call = (queueId: number, pointId?: number): RequestSpec => ({
    method: 'POST',
    path: `/api/queues/${queueId}/chamar-proximo`,
    token: ownerToken,
    ...(pointId === undefined ? {} : { body: { pontoId: pointId } }),
  });
  const repeat = (spec: RequestSpec, n: number) => Array.from({ length: n }, () => spec);
  const perRound = COST.calls / COST.rounds;
  const phases: LoadPhase[] = queues.flatMap((q) => [
    phase(`warmup-plain-${q.size}`, 1, repeat(call(q.id), COST.warmup), 200),
    phase(`warmup-point-${q.size}`, 1, repeat(call(q.id, chair), COST.warmup), 200),
  ]);
  for (let r = 0; r < COST.rounds; r += 1) {
    for (const q of queues) {
      const kinds = [
        phase(`plain-${q.size}-${r}`, 1, repeat(call(q.id), perRound), 200),
        phase(`point-${q.size}-${r}`, 1, repeat(call(q.id, chair), perRound), 200),
      ];
      phases.push(...(r % 2 === 0 ? kinds : kinds.reverse()));
    }
  }
  // Four presses always in flight, the requests going round the four chairs: four points at once.
  const atTheChairs = (n: number) =>
    Array.from({ length: n }, (_, i) => call(fourQueue, chairs[i % FOUR.points] as number));
  phases.push(phase('four-warmup', FOUR.points, atTheChairs(FOUR.warmup), 200));
  phases.push(phase('four', FOUR.points, atTheChairs(FOUR.calls), 200));

  const vez = await loadOnFreshServer(dataDir, phases);
  const basePhases = [
    phase('warmup', 1, repeat(call(queues[0]?.id as number), COST.warmup), 200),
    phase('calls', 1, repeat(call(queues[0]?.id as number, chair), COST.calls), 200),
    phase('four', FOUR.points, atTheChairs(FOUR.calls), 200),
  ];
  const base = await generate<PhaseResult[]>({
    kind: 'load',
    port: baseline.port,
    phases: forBaseline(basePhases),
  });
  const b = summarize((base[1] as PhaseResult).latencies);
  const bFour = throughputOf(base[2] as PhaseResult);

  const bySize: Record<string, { plain: LatencySummary; point: LatencySummary; pointOverPlain: number }> = {};
  for (const q of queues) {
    const plain = merge(byName(vez, `plain-${q.size}-`));
    const point = merge(byName(vez, `point-${q.size}-`));
    reportErrors(`calls without a point, ${q.size} waiting`, plain);
    reportErrors(`calls to a point, ${q.size} waiting`, point);
    const p = summarize(plain.latencies);
    const t = summarize(point.latencies);
    bySize[q.size] = { plain: p, point: t, pointOverPlain: ratio(t.p50, p.p50) };
    console.log(
      `  ${String(q.size).padStart(6)} waiting: without a point p50 ${fmt(p.p50)} ms, to a point p50 ${fmt(t.p50)} ms (×${fmt(ratio(t.p50, p.p50), 3)}); p99 ${fmt(p.p99)} / ${fmt(t.p99)} ms`,
    );
  }
  console.log(`  baseline (c=1): p50 ${fmt(b.p50)} ms`);
  const smallest = String(Math.min(...COST.sizes));
  const growth = ratio(bySize[String(largest)]?.point.p50 as number, bySize[smallest]?.point.p50 as number);
  console.log(`  to a point, p50(${largest}) / p50(${smallest}) = ${fmt(growth, 3)}`);

  const four = merge(byName(vez, 'four').filter((r) => r.name === 'four'));
  reportErrors('four points at once', four);
  const f = throughputOf(four);
  const check = openSqlite(dbFile);
  const line = await lineOfFour(check, fourQueue);
  const consistent = await lineIsConsistent(check, fourQueue, FOUR.waiting - FOUR.warmup - FOUR.calls);
  await check.close();
  const expected = FOUR.warmup + FOUR.calls;
  const called = line.filter((t) => t.status === 'called');
  const nobodyTwice = f.errors === 0 && called.length === expected;
  const nobodySkipped = line.slice(0, expected).every((t) => t.status === 'called');
  const everyCallHasAPoint = called.every((t) => t.called_point_name !== null);
  const perChair: Record<string, number> = {};
  for (const t of called)
    perChair[t.called_point_name ?? '-'] = (perChair[t.called_point_name ?? '-'] ?? 0) + 1;
  console.log(
    `  ${FOUR.points} points at once: ${fmt(f.perSecond, 0)} calls/s (baseline ${fmt(bFour.perSecond, 0)} req/s, ${fmt(ratio(f.perSecond, bFour.perSecond), 3)}), p50 ${fmt(f.latencyMs.p50)} ms, p99 ${fmt(f.latencyMs.p99)} ms`,
  );
  console.log(
    `  the line after: ${called.length} called of ${expected} answers, ${nobodyTwice ? 'nobody twice' : 'SOMEONE CALLED TWICE OR A CALL LOST'}, ${nobodySkipped ? 'nobody skipped' : 'SOMEONE SKIPPED'}, ${everyCallHasAPoint ? 'each to a point' : 'A CALL WITHOUT ITS POINT'}, counters ${consistent ? 'consistent' : 'INCONSISTENT'}; per point ${JSON.stringify(perChair)}`,
  );

  const targets: Target[] = [
    ...queues.map((q) =>
      atMost(
        `to a point / without, p50 with ${q.size} waiting`,
        bySize[q.size]?.pointOverPlain as number,
        1.2,
        '',
      ),
    ),
    atMost(`to a point, p50(${largest}) / p50(${smallest})`, growth, 1.5, ''),
    atMost(
      'four points at once: people called twice, skipped or without their point, counters off',
      [nobodyTwice, nobodySkipped, everyCallHasAPoint, consistent].filter((ok) => !ok).length,
      0,
      '',
    ),
  ];
  printTargets(targets);
  return {
    description: `Issue 37. (1) POST /api/queues/:id/chamar-proximo without a body and with { pontoId }, interleaved round by round at concurrency 1 (${COST.warmup} warm-up then ${COST.calls} measured calls of each kind per queue, ${COST.rounds} rounds, order flipped each round), queues of ${COST.sizes.join(' and ')} waiting. (2) ${FOUR.points} workers, each calling to its own point, on one queue of ${FOUR.waiting} waiting: ${FOUR.warmup} warm-up then ${FOUR.calls} calls; the database is then read for who was called`,
    measured: {
      bySize,
      four: { ...f, perPoint: perChair, nobodyTwice, nobodySkipped, everyCallHasAPoint, consistent },
    },
    baseline: { latencyMs: b, four: bFour },
    ratios: {
      growthP50ToAPoint: growth,
      fourCallsPerSecondOfBaseline: ratio(f.perSecond, bFour.perSecond),
      ...Object.fromEntries(
        queues.map((q) => [`pointOverPlainP50_${q.size}`, bySize[q.size]?.pointOverPlain]),
      ),
    },
    targets,
  };
}

/** The four-chair queue's tickets in order of arrival, with what became of each. */
function lineOfFour(handle: ReturnType<typeof openSqlite>, queueId: number) {
  return handle.db
    .selectFrom('tickets')
    .select(['id', 'status', 'called_point_name'])
    .where('queue_id', '=', queueId)
    .orderBy('seq')
    .execute();
}
