/**
 * What every scenario of the bench shares: the processes it starts (servers, baseline, load generators;
 * all tracked and stopped at the end), and how figures are summarised and compared with targets.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '../apps/server/src/database/connection';
import type { FanoutResult, Job, LoadJob, LoadPhase, PhaseResult, RequestSpec } from './protocol';
import type { BenchClient } from './seed';
import { type LatencySummary, round, summarize } from './stats';

export const HERE = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(HERE, '..');
/** BENCH_SERVER_ENTRY=<bundle> measures another build of the server (a candidate change, say). */
export const SERVER_ENTRY = path.resolve(
  process.env.BENCH_SERVER_ENTRY ?? path.join(ROOT, 'apps/server/dist/server.js'),
);

export const JWT_SECRET = 'vez-bench-jwt-secret-not-for-production-0123456789';

// ---------------------------------------------------------------------------------------------
// Processes: everything started here is tracked and stopped at the end, even on failure or Ctrl-C.

const children = new Set<ChildProcess>();
let workDir = '';

/** The run's scratch folder (databases, logs, jobs); removed by cleanUp unless BENCH_KEEP=1. */
export function setWorkDir(dir: string) {
  workDir = dir;
}

export function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(killer);
}

export function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  if (!workDir || !existsSync(workDir)) return;
  // BENCH_KEEP=1 keeps the databases, server logs and jobs of the run for a look afterwards.
  if (process.env.BENCH_KEEP === '1') console.log(`kept ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
}

/**
 * Spawns `node <args>` with its soft open-file limit raised to the hard one (10,000 streams need more
 * descriptors than the common default of 1024); `exec` keeps the pid, so it is node's.
 */
export function spawnNode(args: string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  const raise = 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$@"';
  return track(spawn('sh', ['-c', raise, 'sh', process.execPath, ...args], options));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RunningServer {
  child: ChildProcess;
  port: number;
  pid: number;
}

export async function startBaseline(env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawnNode(['--import', 'tsx', path.join(HERE, 'baseline-server.ts')], {
    cwd: ROOT,
    // Only the scale-out control asks for CPU and database work; every other baseline answers at once.
    env: { ...process.env, BASELINE_CPU_WORK: '0', BASELINE_DB_QUERIES: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /listening (\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
  });
  return { child, port, pid: child.pid as number };
}

/** Runs load phases against a server started for them, and stops it whatever happens. */
export async function loadOnFreshServer(
  dataDir: string,
  phases: LoadJob['phases'],
  env: Record<string, string> = {},
): Promise<PhaseResult[]> {
  const server = await startServer(dataDir, env);
  try {
    return await generate<PhaseResult[]>({ kind: 'load', port: server.port, phases } satisfies LoadJob);
  } finally {
    await stop(server.child);
  }
}

/** The real server, built bundle, as production would run it (but NODE_ENV=development: no SMTP here). */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  logName = 'server.log',
): Promise<RunningServer> {
  const port = await freePort();
  const log = createWriteStream(path.join(dataDir, logName));
  const child = spawnNode([...profileFlags(), SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      // Every simulated phone connects from 127.0.0.1: the per-address cap would refuse them.
      LIVE_STREAMS_PER_ADDRESS: '1000000',
      JWT_SECRET,
      CNPJ_LOOKUP_URL: '',
      // A PostgreSQL database and a Redis for the scale-out runs.
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`http://127.0.0.1:${port}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) return { child, port, pid: child.pid as number };
    await sleep(100);
  }
  await stop(child);
  throw new Error(`the server did not start; its log:\n${readFileSync(path.join(dataDir, logName), 'utf8')}`);
}

/** BENCH_CPU_PROF=<dir> profiles every server run (node --cpu-prof); the profiles stay in that folder. */
export function profileFlags(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

let jobCounter = 0;

/**
 * Runs one job in a fresh load-generator process and returns what it measured. When the generator
 * says `ready` (a fan-out job that waits after connecting), `onReady` runs and the generator goes on.
 */
export async function generate<T>(job: Job, onReady?: () => Promise<void>): Promise<T> {
  const file = path.join(workDir, `job-${++jobCounter}.json`);
  writeFileSync(file, JSON.stringify(job));
  const child = spawnNode(['--import', 'tsx', path.join(HERE, 'load-generator.ts'), file], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith('ready\n')) {
      out = out.slice('ready\n'.length);
      void (onReady ?? (async () => undefined))()
        .then(() => child.stdin?.write('go\n'))
        .catch((error: unknown) => {
          console.error(error);
          child.kill('SIGKILL');
        });
    }
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.stdin?.destroy();
  if (code !== 0) throw new Error(`load generator failed (exit ${code})`);
  return JSON.parse(out) as T;
}

export async function freshDataDir(name: string): Promise<string> {
  const dir = path.join(workDir, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

// ---------------------------------------------------------------------------------------------
// Figures and targets.

export interface Throughput {
  requests: number;
  errors: number;
  perSecond: number;
  latencyMs: LatencySummary;
}

export function throughputOf(result: PhaseResult): Throughput {
  return {
    requests: result.latencies.length,
    errors: result.errors,
    perSecond: round(result.latencies.length / (result.elapsedMs / 1000), 1),
    latencyMs: summarize(result.latencies),
  };
}

export interface Target {
  name: string;
  limit: string;
  value: number;
  pass: boolean;
}

export const atLeast = (name: string, value: number, limit: number, unit: string): Target => ({
  name,
  limit: `>= ${limit} ${unit}`,
  value,
  pass: value >= limit,
});
export const atMost = (name: string, value: number, limit: number, unit: string): Target => ({
  name,
  limit: `<= ${limit} ${unit}`,
  value,
  pass: value <= limit,
});

export function phase(
  name: string,
  concurrency: number,
  requests: RequestSpec[],
  expectStatus: number,
): LoadPhase {
  return { name, concurrency, requests, expectStatus };
}

/** The same phases, aimed at the baseline: same methods, headers, bodies and concurrency. */
export function forBaseline(phases: LoadPhase[]): LoadPhase[] {
  return phases.map((p) => ({ ...p, expectStatus: 200 }));
}

export function byName(results: PhaseResult[], prefix: string): PhaseResult[] {
  return results.filter((r) => r.name.startsWith(prefix));
}

export function merge(results: PhaseResult[]): PhaseResult {
  return {
    name: results[0]?.name ?? '',
    concurrency: results[0]?.concurrency ?? 0,
    elapsedMs: results.reduce((sum, r) => sum + r.elapsedMs, 0),
    latencies: results.flatMap((r) => r.latencies),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    firstErrors: results.flatMap((r) => r.firstErrors).slice(0, 5),
  };
}

export function reportErrors(what: string, result: PhaseResult) {
  if (result.errors > 0) {
    console.log(`  !! ${what}: ${result.errors} unexpected answers, e.g. ${result.firstErrors.join(' | ')}`);
  }
}

export const fmt = (value: number, digits = 2) =>
  Number.isFinite(value) ? value.toLocaleString('en-US', { maximumFractionDigits: digits }) : String(value);

export function printTargets(targets: Target[]) {
  for (const t of targets)
    console.log(`  ${t.pass ? 'PASS' : 'FAIL'}  ${t.name} ${t.limit}: ${fmt(t.value)}`);
}

/** `sampleBatch`: streams opened at once while sampling connects; `watchers`: the scenario's count. */
export function fanoutFigures(result: FanoutResult, sampleBatch: number, watchers: number) {
  const told = result.lastWatcherMs.filter(Number.isFinite);
  const connect = summarize(result.sampleConnectMs);
  const sampleRate = result.sampleConnectMs.length / (result.sampleElapsedMs / 1000);
  return {
    watchers: result.connected,
    connectFailures: result.connectFailures,
    connectSeconds: round(result.connectMs / 1000, 2),
    rssMiB: round(Math.max(result.rssKiBConnected, result.rssKiBWarm, result.rssKiBAfterRounds) / 1024, 1),
    rssMiBByStage: {
      connected: round(result.rssKiBConnected / 1024, 1),
      afterWarmup: round(result.rssKiBWarm / 1024, 1),
      afterCalls: round(result.rssKiBAfterRounds / 1024, 1),
    },
    lastWatcherMs: summarize(told),
    firstWatcherMs: summarize(result.firstWatcherMs.filter(Number.isFinite)),
    triggerMs: summarize(result.triggerMs),
    roundsTimedOut: result.timeouts,
    toldTheirOwnCallPerRound: result.toldCalled,
    connectWithFullQueue: {
      sampled: result.sampleConnectMs.length,
      batch: sampleBatch,
      latencyMs: connect,
      perSecond: round(sampleRate, 1),
      projectedSecondsForAll: round(watchers / sampleRate, 1),
    },
  };
}

export function joinRequest(queueId: number, client: BenchClient, token: string): RequestSpec {
  return {
    method: 'POST',
    path: `/api/queues/${queueId}/join`,
    token,
    body: { nome: client.name, telefone: '11987654321', email: client.email, isGroup: false },
  };
}

/** Positions 1..n with no gap or duplicate, and counters that agree with the tickets. */
export async function lineIsConsistent(handle: DatabaseHandle, queueId: number, n: number) {
  const queue = await handle.db
    .selectFrom('queues')
    .selectAll()
    .where('id', '=', queueId)
    .executeTakeFirstOrThrow();
  const slots = await handle.db
    .selectFrom('tickets')
    .select((eb) => [
      eb.fn.count<number>('slot').distinct().as('slots'),
      eb.fn.countAll<number>().as('tickets'),
    ])
    .where('queue_id', '=', queueId)
    .where('status', '=', 'waiting')
    .executeTakeFirstOrThrow();
  return (
    Number(slots.tickets) === n &&
    Number(slots.slots) === n &&
    queue.occupied_positions === n &&
    queue.waiting_tickets === n
  );
}

/** A knob for experiments (README): a whole number of at least 1, or the scenario's own value. */
export function countFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number ≥ 1, not '${raw}'`);
  return value;
}
