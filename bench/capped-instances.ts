/**
 * `count` server processes, each in a CPU cgroup of its own (decision 037), for the time of `use`:
 * started together, capped once all are up, and stopped and uncapped afterwards whatever happens.
 */
import { type CpuCap, createCpuCap } from './cpu-cap';
import { type RunningServer, stop } from './harness';

export interface CapSetup {
  /** Names the cgroups: `<name>-1`, `<name>-2`... */
  name: string;
  coresPerInstance: number;
  periodUs: number;
}

export async function withCappedInstances<T>(
  count: number,
  start: (index: number) => Promise<RunningServer>,
  setup: CapSetup,
  use: (servers: RunningServer[], caps: CpuCap[]) => Promise<T>,
): Promise<T> {
  const started = await Promise.allSettled(Array.from({ length: count }, (_, i) => start(i)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const caps: CpuCap[] = [];
  try {
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    for (const [i, server] of servers.entries()) {
      caps.push(createCpuCap(`${setup.name}-${i + 1}`, setup.coresPerInstance, setup.periodUs));
      caps[i]?.add(server.pid);
    }
    return await use(servers, caps);
  } finally {
    try {
      await Promise.all(servers.map((s) => stop(s.child)));
    } finally {
      for (const cap of caps) cap.release();
    }
  }
}
