/** What the capped scale-out prints and records (decision 037): each round, the ratios, the control. */
import { atLeast, fmt, printTargets, type throughputOf } from './harness';
import { type CpuUse, describeCpu } from './infra';
import { CONTROL_CPU_WORK, type ControlRun, DATABASE_CONTROL_QUERIES } from './scale-out-control';
import { median, ratio } from './stats';

export interface CappedSetup {
  coresPerInstance: number;
  periodUs: number;
  warmupPerInstance: number;
  joins: number;
  queues: number;
  concurrency: number;
  rounds: number;
}

export interface CappedRun {
  instances: number;
  joins: ReturnType<typeof throughputOf>;
  cpu: CpuUse;
  /** CFS periods in which each instance had used its quota and waited. */
  throttledPeriods: number[];
  queueConsistentAfter: boolean;
}

export type ControlPair = { one: ControlRun; two: ControlRun };

export function reportCapped(runs: CappedRun[], controls: ControlPair[], setup: CappedSetup) {
  const pairs: number[] = [];
  for (let i = 0; i + 1 < runs.length; i += 2) {
    const [one, two] = [runs[i] as CappedRun, runs[i + 1] as CappedRun];
    pairs.push(ratio(two.joins.perSecond, one.joins.perSecond));
    for (const r of [one, two]) {
      console.log(
        `  round ${i / 2 + 1}, ${r.instances} instance${r.instances === 1 ? ' ' : 's'}: ${fmt(r.joins.perSecond, 0)} joins/s (p99 ${fmt(r.joins.latencyMs.p99)} ms); lines ${r.queueConsistentAfter ? 'consistent' : 'INCONSISTENT'}; ${describeCpu(r.cpu)}; throttled periods ${r.throttledPeriods.join(', ')}`,
      );
    }
  }
  const value = median(pairs);
  console.log(
    `  2 / 1 instances, each round: ${pairs.map((p) => `×${fmt(p, 2)}`).join(', ')}; median ×${fmt(value, 2)}`,
  );
  const controlPairs = controls.map((c) => ratio(c.two.perSecond, c.one.perSecond));
  const ceiling = controlPairs.length > 0 ? median(controlPairs) : Number.NaN;
  const controlRounds = controls.map(
    (c, i) =>
      `${fmt(c.one.perSecond, 0)} → ${fmt(c.two.perSecond, 0)} ×${fmt(controlPairs[i] ?? 0, 2)} (throttled ${[...c.one.throttledPeriods, ...c.two.throttledPeriods].join('/')})`,
  );
  console.log(
    `  control (bare server with a join's CPU and PostgreSQL round trips, same caps, balancer and requests, sharing only PostgreSQL's server), 2 / 1, each round: ${controlRounds.join(', ')}; median ×${fmt(ceiling, 2)}; Vez's median is ${fmt(value / ceiling, 2)} of it`,
  );
  const targets = [
    atLeast(
      `joins/s over ${setup.queues} queues, 2 instances / 1 instance, each capped at ${setup.coresPerInstance} core (median of ${setup.rounds} rounds)`,
      value,
      1.7,
      '×',
    ),
  ];
  printTargets(targets);
  return {
    description: `PostgreSQL (fresh database, analysed after seeding) + a private Redis; each server instance in a CPU cgroup of its own with a CFS quota of ${setup.coresPerInstance} core (period ${setup.periodUs / 1000} ms; as \`--cpus ${setup.coresPerInstance}\` gives a container). ${setup.rounds} rounds of 1 then 2 instances: each instance first serves ${setup.warmupPerInstance} warm-up joins alone, then ${setup.joins} joins of distinct clients go through the round-robin balancer, spread in turn over ${setup.queues} fresh queues, at concurrency ${setup.concurrency}. The figure is the median of the rounds' 2 / 1 ratios (decision 037)`,
    runs,
    ratios: { joinsTwoOverOneByRound: pairs, joinsTwoOverOne: value },
    control: {
      description: `the baseline server doing ${DATABASE_CONTROL_QUERIES} trivial queries one after another on the same PostgreSQL (own pool, no table, no lock) and then ${CONTROL_CPU_WORK} HMACs per request, capped, balanced and loaded as the Vez instances (bench/scale-out-control.ts)`,
      joinsPerSecondByRound: controls,
      twoOverOneByRound: controlPairs,
      twoOverOne: ceiling,
      vezShareOfControl: value / ceiling,
    },
    targets,
  };
}
