/**
 * The scenarios on PostgreSQL: joins on one instance (`joins-pg`), and one instance against two behind a
 * round-robin TCP balancer, with Redis carrying the events between them (`scaleout`). Each run creates
 * a fresh database on TEST_DATABASE_URL's server and drops it afterwards; without a reachable
 * PostgreSQL they are skipped with a note.
 */
import { type DatabaseHandle, openPostgres } from '../apps/server/src/database/connection';
import {
  fmt,
  forBaseline,
  freshDataDir,
  generate,
  JWT_SECRET,
  joinRequest,
  lineIsConsistent,
  phase,
  type RunningServer,
  reportErrors,
  startServer,
  stop,
  throughputOf,
} from './harness';
import { type BenchDatabase, freshPostgresDatabase } from './infra';
import type { PhaseResult, RequestSpec } from './protocol';
import { BenchSeed } from './seed';
import { ratio } from './stats';

const JOINS_PG = { warmup: 300, measured: 3_000, concurrency: 50 };

/** Runs `scenario` on a fresh PostgreSQL database and drops it after; a note when there is none. */
export async function onFreshPostgres<T>(
  name: string,
  scenario: (database: BenchDatabase) => Promise<T>,
): Promise<T | { skipped: string }> {
  const database = await freshPostgresDatabase();
  if ('unavailable' in database) {
    console.log(`  skipped: ${database.unavailable}`);
    return { skipped: database.unavailable };
  }
  try {
    return await scenario(database);
  } finally {
    await database
      .drop()
      .catch((error: unknown) => console.log(`  !! could not drop the ${name} database: ${error}`));
  }
}

export interface JoinLoad {
  warm: RequestSpec[];
  measured: RequestSpec[];
  /** The queues the measured joins go into, in turn (one unless `queues` asked for more). */
  queueIds: number[];
}

/** Distinct clients with their own tokens: `warmup` joins into a queue of their own, then `measured` joins. */
export async function seedJoins(
  seed: BenchSeed,
  establishment: number,
  warmup: number,
  measured: number,
  label: string,
  queues = 1,
) {
  const warmQueue = warmup > 0 ? await seed.queue(establishment, `Aquecimento ${label}`) : 0;
  const queueIds: number[] = [];
  for (let q = 1; q <= queues; q++) queueIds.push(await seed.queue(establishment, `Entradas ${label} ${q}`));
  const clients = await seed.clients(warmup + measured, label);
  const tokens = await seed.sessions(
    'cliente',
    clients.map((c) => c.id),
  );
  const requests = clients.map((client, i) =>
    joinRequest(
      i < warmup ? warmQueue : (queueIds[(i - warmup) % queues] as number),
      client,
      tokens[i] as string,
    ),
  );
  return { warm: requests.slice(0, warmup), measured: requests.slice(warmup), queueIds } satisfies JoinLoad;
}

/** Every queue of the load holds the measured joins sent to it, at positions 1..n. */
export async function linesAreConsistent(handle: DatabaseHandle, load: JoinLoad): Promise<boolean> {
  for (const [i, queueId] of load.queueIds.entries()) {
    const sent = load.measured.filter((_, j) => j % load.queueIds.length === i).length;
    if (!(await lineIsConsistent(handle, queueId, sent))) return false;
  }
  return true;
}

export async function joinsPgScenario(baseline: RunningServer) {
  console.log(
    `\n== Joins on PostgreSQL: ${JOINS_PG.measured} distinct clients into one queue, concurrency ${JOINS_PG.concurrency}`,
  );
  return onFreshPostgres('joins-pg', async (database) => {
    const handle = openPostgres({ url: database.url });
    const seed = await BenchSeed.onDatabase(handle, JWT_SECRET);
    const [establishment] = await seed.establishments(1);
    const load = await seedJoins(seed, establishment as number, JOINS_PG.warmup, JOINS_PG.measured, 'PG');
    await seed.analyze();
    const phases = [
      phase('warmup', JOINS_PG.concurrency, load.warm, 201),
      phase('joins', JOINS_PG.concurrency, load.measured, 201),
    ];
    const server = await startServer(await freshDataDir('joins-pg'), { DATABASE_URL: database.url });
    let vez: PhaseResult[];
    try {
      vez = await generate<PhaseResult[]>({ kind: 'load', port: server.port, phases });
    } finally {
      await stop(server.child);
    }
    const base = await generate<PhaseResult[]>({
      kind: 'load',
      port: baseline.port,
      phases: forBaseline(phases),
    });
    const consistent = await linesAreConsistent(handle, load);
    await handle.close();
    reportErrors('joins on PostgreSQL', vez[1] as PhaseResult);
    const v = throughputOf(vez[1] as PhaseResult);
    const b = throughputOf(base[1] as PhaseResult);
    const ratios = {
      throughput: ratio(v.perSecond, b.perSecond),
      p99: ratio(v.latencyMs.p99, b.latencyMs.p99),
    };
    console.log(
      `  vez:      ${fmt(v.perSecond, 0)} joins/s, p50 ${fmt(v.latencyMs.p50)} ms, p99 ${fmt(v.latencyMs.p99)} ms (${v.errors} errors)`,
    );
    console.log(`  baseline: ${fmt(b.perSecond, 0)} req/s, p99 ${fmt(b.latencyMs.p99)} ms`);
    console.log(
      `  ratio:    throughput ${fmt(ratios.throughput, 3)} of baseline, p99 ×${fmt(ratios.p99, 1)}`,
    );
    console.log(`  queue after the joins: ${consistent ? 'positions 1..N, consistent' : 'INCONSISTENT'}`);
    return {
      description: `${JOINS_PG.measured} joins of distinct clients into one queue on PostgreSQL (fresh database, one instance, no Redis), concurrency ${JOINS_PG.concurrency}, after ${JOINS_PG.warmup} warm-up joins into another queue; no fixed target`,
      measured: v,
      baseline: b,
      ratios,
      queueConsistentAfter: consistent,
    };
  });
}
