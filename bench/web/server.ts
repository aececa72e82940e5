/**
 * The product as a user meets it: the built server (apps/server/dist) on the embedded default (SQLite in a
 * fresh folder, demo seed and demo mode on), serving the built web app. Stopped at the end, whatever happens.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, sleep } from '../harness';

export interface Product {
  origin: string;
  logFile: string;
  stop(): Promise<void>;
}

async function healthy(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(killer);
}

/** Starts `node apps/server/dist/server.js` and waits for GET /health 200 (30 s at most). */
export async function startProduct(root: string): Promise<Product> {
  const entry = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vez-bench-web-'));
  const logFile = path.join(dataDir, 'server.log');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile);
  const {
    DATABASE_URL: _db,
    REDIS_URL: _redis,
    DEMO_MODE: _demo,
    NODE_ENV: _env,
    ...inherited
  } = process.env;
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = async () => {
    await stopChild(child);
    log.end();
    if (process.env.BENCH_KEEP !== '1') rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await healthy(origin)) return { origin, logFile, stop };
    await sleep(250);
  }
  const why = child.exitCode !== null ? `exited with ${child.exitCode}` : 'no /health 200 within 30 s';
  await stopChild(child);
  log.end();
  throw new Error(`the server did not start (${why}); log: ${logFile}`);
}
