/**
 * A fixed CPU budget for one process, as a container runtime gives it (`docker run --cpus 0.25`): a
 * CPU-controller cgroup with a CFS quota, cgroup v2 (`cpu.max`) or v1 (`cpu.cfs_quota_us`). Needs
 * root and a writable /sys/fs/cgroup; where there is none, `cpuCapsAvailable` says why and the
 * scenario is skipped.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface CpuCap {
  /** Moves the process (every thread) under the cap. */
  add(pid: number): void;
  /** CFS periods so far in which the group had used its quota and had to wait (cpu.stat). */
  throttledPeriods(): number;
  /** Removes the cgroup; its processes must have ended. */
  release(): void;
}

interface Layout {
  root: string;
  write(dir: string, cores: number, periodUs: number): void;
}

function layout(): Layout | null {
  if (existsSync('/sys/fs/cgroup/cgroup.controllers'))
    return {
      root: '/sys/fs/cgroup',
      write: (dir, cores, periodUs) => {
        // A child gets cpu.max only once its parent hands the cpu controller down.
        const control = path.join(path.dirname(dir), 'cgroup.subtree_control');
        if (!readFileSync(control, 'utf8').split(/\s+/).includes('cpu')) writeFileSync(control, '+cpu');
        writeFileSync(path.join(dir, 'cpu.max'), `${Math.round(cores * periodUs)} ${periodUs}`);
      },
    };
  const v1 = '/sys/fs/cgroup/cpu';
  if (existsSync(path.join(v1, 'cpu.cfs_quota_us')))
    return {
      root: v1,
      write: (dir, cores, periodUs) => {
        // The quota must fit the period in force while each is written.
        writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), '-1');
        writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(periodUs));
        writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(Math.round(cores * periodUs)));
      },
    };
  return null;
}

/** Null when this machine can cap a process's CPU; otherwise why not. */
export function cpuCapsAvailable(): string | null {
  const found = layout();
  if (!found) return 'no CPU cgroup controller under /sys/fs/cgroup';
  const probe = path.join(found.root, `vez-bench-probe-${process.pid}`);
  try {
    mkdirSync(probe);
    found.write(probe, 0.5, 100_000);
    return null;
  } catch (error) {
    return `cannot create a CPU cgroup (${(error as Error).message}); run as root with a writable /sys/fs/cgroup`;
  } finally {
    try {
      rmdirSync(probe);
    } catch {
      // Never created.
    }
  }
}

export function createCpuCap(name: string, cores: number, periodUs: number): CpuCap {
  const found = layout();
  if (!found) throw new Error('no CPU cgroup controller under /sys/fs/cgroup');
  const dir = path.join(found.root, name);
  if (!existsSync(dir)) mkdirSync(dir);
  found.write(dir, cores, periodUs);
  return {
    add: (pid) => writeFileSync(path.join(dir, 'cgroup.procs'), String(pid)),
    throttledPeriods: () => {
      const stat = readFileSync(path.join(dir, 'cpu.stat'), 'utf8');
      return Number(/^nr_throttled (\d+)$/m.exec(stat)?.[1] ?? 0);
    },
    release: () => {
      try {
        rmdirSync(dir);
      } catch (error) {
        // Still in use (a process not reaped yet): the next run reuses it by name, but say so.
        console.log(`  !! could not remove the cgroup ${dir}: ${(error as Error).message}`);
      }
    },
  };
}
