/**
 * What the PostgreSQL and scale-out scenarios run on: a fresh PostgreSQL database per run (dropped after),
 * a private Redis, a round-robin TCP load balancer, and a CPU meter that says where the cores went.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { cpus } from 'node:os';
import pg from 'pg';
import { fmt, freePort, sleep, stop, track } from './harness';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates `vez_bench_<pid>_<n>` on the server of TEST_DATABASE_URL (or the default); null and why when no
 * PostgreSQL answers there. The scenario drops it at the end, whatever happens.
 */
let databases = 0;
export async function freshPostgresDatabase(): Promise<BenchDatabase | { unavailable: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { unavailable: `no PostgreSQL at ${adminUrl.replace(/\/\/[^@]*@/, '//')} (${String(error)})` };
  }
  const name = `vez_bench_${process.pid}_${++databases}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** A Redis of the run's own (nothing saved), so no other deployment or test shares its channels. */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = track(
    spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    ),
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return { url: `redis://127.0.0.1:${port}`, stop: () => stop(child) };
    await sleep(50);
  }
  await stop(child);
  throw new Error('redis-server did not start');
}

export interface Balancer {
  port: number;
  /** Connections handed to each backend, in the order of `backends`. */
  connections: number[];
  close(): Promise<void>;
}

/**
 * A TCP-level round-robin load balancer: each new connection goes to the next backend and bytes are
 * piped both ways, untouched. It parses nothing, so it hides none of the servers' own cost (and keeps
 * event streams streaming). Keep-alive connections stay on the instance they first reached.
 */
export async function startBalancer(backends: number[]): Promise<Balancer> {
  const connections = backends.map(() => 0);
  const open = new Set<net.Socket>();
  let next = 0;
  const server = net.createServer((client) => {
    const index = next++ % backends.length;
    connections[index] = (connections[index] ?? 0) + 1;
    const upstream = net.connect(backends[index] as number, '127.0.0.1');
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  server.maxConnections = 100_000;
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
  );
  return {
    port,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Busy CPU time in milliseconds: of the whole machine (/proc/stat), of some processes, of PostgreSQL's. */
interface CpuReading {
  machineBusyMs: number;
  machineTotalMs: number;
  byProcess: Map<number, number>;
  postgresMs: number;
  /** This process: the load balancer runs here. */
  selfMs: number;
  /** Children of this process that ended (the load generator of the measurement). */
  reapedMs: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of a process; with `reaped`, cutime + cstime instead (its children that have ended). */
function processMs(pid: number | 'self', reaped = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const at = reaped ? 13 : 11;
    return (Number(fields[at]) + Number(fields[at + 1])) * TICK_MS;
  } catch {
    return 0;
  }
}

function read(pids: number[]): CpuReading {
  const cpu = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).slice(1).map(Number);
  const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0);
  const total = cpu.slice(0, 8).reduce((sum, value) => sum + value, 0);
  let postgresMs = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        postgresMs += processMs(Number(entry));
    } catch {}
  }
  return {
    machineBusyMs: (total - idle) * TICK_MS,
    machineTotalMs: total * TICK_MS,
    byProcess: new Map(pids.map((pid) => [pid, processMs(pid)])),
    postgresMs,
    selfMs: processMs('self'),
    reapedMs: processMs('self', true),
  };
}

export interface CpuUse {
  /** Share of all cores busy during the measurement (1 = every core saturated). */
  machineBusy: number;
  /** Cores' worth of CPU each named part used (1 = one core for the whole measurement). */
  cores: Record<string, number>;
}

/**
 * Measures where the CPU goes while `work` runs: `parts` names running processes (servers, Redis);
 * PostgreSQL's processes, this process (the balancer) and the children that ended meanwhile (the load
 * generator) are counted too. What the machine spent beyond them is other tenants'.
 */
export async function measureCpu<T>(
  parts: Record<string, number[]>,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuUse }> {
  const pids = Object.values(parts).flat();
  const before = read(pids);
  const started = Date.now();
  const result = await work();
  const wallMs = Math.max(1, Date.now() - started);
  const after = read(pids);
  const used = (pid: number) => (after.byProcess.get(pid) ?? 0) - (before.byProcess.get(pid) ?? 0);
  const cores: Record<string, number> = {};
  for (const [name, list] of Object.entries(parts))
    cores[name] = round2(list.reduce((sum, pid) => sum + used(pid), 0) / wallMs);
  cores.postgres = round2((after.postgresMs - before.postgresMs) / wallMs);
  cores.loadGenerator = round2((after.reapedMs - before.reapedMs) / wallMs);
  cores.balancer = round2((after.selfMs - before.selfMs) / wallMs);
  const busy = after.machineBusyMs - before.machineBusyMs;
  const total = after.machineTotalMs - before.machineTotalMs;
  const machineBusy = busy / Math.max(1, total);
  // What the machine's cores did beyond the parts above: other tenants of a shared machine.
  const ours = Object.values(cores).reduce((sum, value) => sum + value, 0);
  cores.others = round2(Math.max(0, machineBusy * cpus().length - ours));
  return { result, cpu: { machineBusy: round2(machineBusy), cores } };
}

/** One line: how busy the machine was and which part used how many cores. */
export function describeCpu(cpu: CpuUse): string {
  const parts = Object.entries(cpu.cores).map(([name, cores]) => `${name} ${fmt(cores, 2)}`);
  return `machine ${fmt(cpu.machineBusy * 100, 0)} % busy; cores used: ${parts.join(', ')}`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
