import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';

const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/** A TCP port nobody listens on right now (the OS picks it; the probe is closed before returning). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A redis-server of the test's own, on a free port, with no persistence: it can be killed and started
 * again on the same port without disturbing other tests that use the shared Redis on 6379.
 */
export interface PrivateRedis {
  port: number;
  url: string;
  running(): boolean;
  /** SIGKILL, as a crashed Redis: connections drop without a goodbye. Resolves once it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: nothing was saved). Resolves once it answers PING. */
  start(): Promise<void>;
  log(): string;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  let output = '';
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;

  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (!running()) throw new Error(`redis-server terminou ao iniciar:\n${output}`);
      if (Date.now() > deadline) throw new Error(`redis-server não respondeu na porta ${port}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const kill = async () => {
    const current = child;
    if (!current || !running()) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };

  await start();
  return { port, url: `redis://127.0.0.1:${port}`, running, kill, start, log: () => output };
}
