/**
 * The control of the capped scale-out (decision 037): the bare baseline server doing, per request, a
 * join's round trips to the same PostgreSQL (trivial queries on a pool of its own: no table, no lock) and
 * then a fixed CPU load (HMACs), capped and balanced exactly as the Vez instances are, and loaded with the
 * same requests. The two instances share only PostgreSQL's server (no rows, no Redis), so its 2 / 1 ratio
 * is what this host gives two capped processes that work like a join without depending on each other:
 * the ceiling a Vez pair is read against. On a host where two busy processes slow each other down, that
 * ceiling is below 2.
 */
import { withCappedInstances } from './capped-instances';
import { forBaseline, generate, phase, startBaseline, throughputOf } from './harness';
import { startBalancer } from './infra';
import type { PhaseResult, RequestSpec } from './protocol';

/**
 * HMACs per request (`BENCH_CONTROL_HMACS`): 80 is about 0.3 ms of CPU on the host of decision 041. With
 * its query's client work, a request then costs the control about as much CPU as a join costs Vez (about
 * 0.45 ms on that host, one instance alone). It was 250 while a join made five round trips (decision 037).
 */
export const CONTROL_CPU_WORK = Number(process.env.BENCH_CONTROL_HMACS ?? 80);

interface ControlSetup {
  coresPerInstance: number;
  periodUs: number;
  concurrency: number;
  /** The PostgreSQL the Vez instances use: DATABASE_CONTROL_QUERIES round trips per request. */
  databaseUrl: string;
}

/**
 * As many round trips as a join makes (`BENCH_CONTROL_QUERIES`): one since the join is one statement
 * (decision 041; five before: begin, lock the queue, insert, update, commit). Trivial reads: PostgreSQL
 * does none of a join's own work (no write, no commit flush), only its trips.
 */
export const DATABASE_CONTROL_QUERIES = Number(process.env.BENCH_CONTROL_QUERIES ?? 1);

export interface ControlRun {
  perSecond: number;
  /** CFS periods in which each instance had used its quota and waited: it was bound by its CPU. */
  throttledPeriods: number[];
}

/**
 * Requests/s of `n` capped baseline instances behind the balancer, for the same requests; null (and a
 * line saying why) when the run failed, so that one bad control does not lose the Vez rounds around it.
 */
export async function controlThroughput(
  n: number,
  requests: RequestSpec[],
  setup: ControlSetup,
): Promise<ControlRun | null> {
  try {
    return await runControl(n, requests, setup);
  } catch (error) {
    console.log(`  control with ${n} instance(s) failed, left out of this round: ${String(error)}`);
    return null;
  }
}

async function runControl(n: number, requests: RequestSpec[], setup: ControlSetup): Promise<ControlRun> {
  return withCappedInstances(
    n,
    () =>
      startBaseline({
        BASELINE_CPU_WORK: String(CONTROL_CPU_WORK),
        BASELINE_DB_URL: setup.databaseUrl,
        BASELINE_DB_QUERIES: String(DATABASE_CONTROL_QUERIES),
      }),
    { name: 'vez-bench-control', coresPerInstance: setup.coresPerInstance, periodUs: setup.periodUs },
    async (servers, caps) => {
      const warm = forBaseline([phase('control warm-up', setup.concurrency, requests.slice(0, 300), 200)]);
      await Promise.all(servers.map((server) => generate({ kind: 'load', port: server.port, phases: warm })));
      const balancer = await startBalancer(servers.map((s) => s.port));
      try {
        const throttledBefore = caps.map((cap) => cap.throttledPeriods());
        const [result] = await generate<PhaseResult[]>({
          kind: 'load',
          port: balancer.port,
          phases: forBaseline([phase('control', setup.concurrency, requests, 200)]),
        });
        const throughput = throughputOf(result as PhaseResult);
        if (throughput.errors > 0) throw new Error(`${throughput.errors} errors`);
        return {
          perSecond: throughput.perSecond,
          throttledPeriods: caps.map((cap, i) => cap.throttledPeriods() - (throttledBefore[i] ?? 0)),
        };
      } finally {
        await balancer.close();
      }
    },
  );
}
