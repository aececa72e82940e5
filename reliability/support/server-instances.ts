import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './processes';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/server.js');

export function assertServerBuilt() {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(
      `Build ausente (${path.relative(ROOT, SERVER_ENTRY)}): rode \`npm run build -w @vez/server\` ` +
        '(ou `npm test`, que compila tudo) antes de `npm run test:reliability`.',
    );
  }
}

/** One real server process: the built bundle, as `npm start` runs it. */
export interface ServerInstance {
  name: string;
  port: number;
  baseUrl: string;
  process: ChildProcess;
  /** stdout + stderr so far: attached to failure messages. */
  log(): string;
  running(): boolean;
  /** Sends the signal and resolves once the process has exited (SIGKILL: no shutdown code runs). */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM (graceful shutdown), SIGKILL if it has not exited after 10 s. */
  stop(): Promise<void>;
}

/**
 * Starts the built server with `env` (on top of the caller's environment, minus anything that would
 * point it elsewhere) on a free port, and resolves once /health answers.
 */
export async function startServerInstance(
  name: string,
  env: Record<string, string>,
  port?: number,
): Promise<ServerInstance> {
  assertServerBuilt();
  const listenOn = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${listenOn}`;
  let output = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      PUBLIC_URL: baseUrl,
      SMTP_URL: '',
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (!running()) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  const instance: ServerInstance = {
    name,
    port: listenOn,
    baseUrl,
    process: child,
    log: () => output,
    running,
    kill,
    stop: async () => {
      if (!running()) return;
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await kill('SIGTERM');
      clearTimeout(killer);
    },
  };
  try {
    await waitFor(async () => !running() || (await fetch(`${baseUrl}/health`)).ok, {
      what: `o servidor ${name} em ${baseUrl}`,
      timeoutMs: 30_000,
      intervalMs: 100,
      describe: () => `${running() ? '' : 'o processo terminou.\n'}${output}`,
    });
  } catch (error) {
    await kill();
    throw error;
  }
  if (!running()) throw new Error(`o servidor ${name} terminou ao iniciar:\n${output}`);
  return instance;
}
