import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './private-redis';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SOURCE = path.join(ROOT, 'apps/server/src');

/**
 * A process of one of the server's entry points (server.ts, backup.ts, restore.ts) run from source
 * through tsx, as the built bundle would run it: a real process, with its own file locks, without
 * needing `npm run build` first (and never a stale bundle). Only `env` and PATH reach it.
 */
function spawnEntry(entry: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(SOURCE, entry), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command entry to its end. */
export function runEntry(entry: string, args: string[], env: Record<string, string>): Promise<CommandRun> {
  const child = spawnEntry(entry, args, env);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

export interface SourceServer {
  baseUrl: string;
  log(): string;
  /** SIGTERM (the graceful shutdown) and waits for the exit. */
  stop(): Promise<void>;
}

/** server.ts on a free port with `env`, once /health answers. */
export async function startSourceServer(env: Record<string, string>): Promise<SourceServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnEntry('server.ts', [], {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    SMTP_URL: '',
    DEMO_MODE: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (!running()) throw new Error(`o servidor terminou ao iniciar:\n${output}`);
    if (
      await fetch(`${baseUrl}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`o servidor não respondeu em 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, log: () => output, stop };
}
