import path from 'node:path';
import { openSqlite } from '../apps/server/src/database/connection';
import {
  atLeast,
  fmt,
  forBaseline,
  freshDataDir,
  generate,
  JWT_SECRET,
  lineIsConsistent,
  loadOnFreshServer,
  phase,
  printTargets,
  type RunningServer,
  reportErrors,
  type Target,
  throughputOf,
} from './harness';
import { seedJoinRequests } from './join-requests';
import type { PhaseResult, RequestSpec } from './protocol';
import { BenchSeed } from './seed';
import { ratio } from './stats';

const RUN = { warmup: 500, measured: 10_000, concurrency: 50 };

/** One guest join per person: a name, a phone of their own and a device id of their own (issue 36). */
function guestRequests(queueId: number, from: number, count: number): RequestSpec[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return {
      method: 'POST',
      path: `/api/queues/${queueId}/convidados`,
      headers: { 'x-vez-aparelho': `bench-aparelho-${String(n).padStart(10, '0')}` },
      body: { nome: `Convidado ${n}`, telefone: `119${String(10_000_000 + n).slice(-8)}`, tamanhoGrupo: 1 },
    };
  });
}

async function seedGuestQueues(dataDir: string) {
  const seed = await BenchSeed.open(path.join(dataDir, 'vez.db'), JWT_SECRET);
  const [establishment] = await seed.establishments(1);
  const warmQueue = await seed.queue(establishment as number, 'Aquecimento');
  const queueId = await seed.queue(establishment as number, 'Fila de convidados');
  await seed.close();
  return {
    queueId,
    requests: [
      ...guestRequests(warmQueue, 0, RUN.warmup),
      ...guestRequests(queueId, RUN.warmup, RUN.measured),
    ],
  };
}

async function measure(dataDir: string, requests: RequestSpec[], baseline: RunningServer) {
  const phases = [
    phase('warmup', RUN.concurrency, requests.slice(0, RUN.warmup), 201),
    phase('joins', RUN.concurrency, requests.slice(RUN.warmup), 201),
  ];
  // As in production, where PUBLIC_URL is required: the link a guest join builds starts from it (without
  // it, every join would work out the address the request came by). Both kinds of round run so.
  const vez = await loadOnFreshServer(dataDir, phases, { PUBLIC_URL: 'https://vez.bench.example' });
  const base = await generate<PhaseResult[]>({
    kind: 'load',
    port: baseline.port,
    phases: forBaseline(phases),
  });
  return { vez: vez[1] as PhaseResult, base: base[1] as PhaseResult };
}

/** Rounds in the order account, guest, guest, account: as many of each, early and late alike. */
const ROUNDS = ['account', 'guest', 'guest', 'account'] as const;

async function oneRound(kind: (typeof ROUNDS)[number], round: number, baseline: RunningServer) {
  const dataDir = await freshDataDir(`guest-joins-${round}-${kind}`);
  const seeded =
    kind === 'account'
      ? await seedJoinRequests(dataDir, RUN.warmup, RUN.measured)
      : await seedGuestQueues(dataDir);
  const result = await measure(dataDir, seeded.requests, baseline);
  reportErrors(`${kind} joins, round ${round + 1}`, result.vez);
  const check = openSqlite(path.join(dataDir, 'vez.db'));
  const consistent = await lineIsConsistent(check, seeded.queueId, RUN.measured);
  await check.close();
  return { ...result, consistent };
}

/**
 * Issue 36: a guest join goes through the account join's path, so it must cost about the same. Rounds
 * of each kind alternate in this run, each followed by the bare baseline; the target compares the two
 * kinds' ratios to the run's baseline, so the machine's noise between runs does not count.
 */
export async function guestJoinsScenario(baseline: RunningServer) {
  console.log(
    `\n== Guest joins: ${RUN.measured} people without an account into one queue, concurrency ${RUN.concurrency}, in rounds alternating with ${RUN.measured} account joins`,
  );
  const rounds: {
    kind: (typeof ROUNDS)[number];
    vez: PhaseResult;
    base: PhaseResult;
    consistent: boolean;
  }[] = [];
  for (const [round, kind] of ROUNDS.entries()) {
    const result = await oneRound(kind, round, baseline);
    rounds.push({ kind, ...result });
    const t = throughputOf(result.vez);
    const b = throughputOf(result.base);
    console.log(
      `  round ${round + 1}, ${kind}: ${fmt(t.perSecond, 0)} joins/s, p99 ${fmt(t.latencyMs.p99)} ms; baseline ${fmt(b.perSecond, 0)} req/s`,
    );
  }
  // Requests over the time they took, every round of a kind together.
  const rate = (results: PhaseResult[]) =>
    results.reduce((n, r) => n + r.latencies.length, 0) /
    (results.reduce((ms, r) => ms + r.elapsedMs, 0) / 1000);
  // One baseline for both kinds: every round's bare-server measure pooled. Each kind's own baselines
  // differ by the host's drift between rounds (the first is often the slowest), not by anything the
  // requests ask of Vez; pooled, the two ratios compare the two kinds of join on the same footing.
  const pooledBaseline = rate(rounds.map((r) => r.base));
  const ratioOf = (kind: (typeof ROUNDS)[number]) =>
    ratio(rate(rounds.filter((r) => r.kind === kind).map((r) => r.vez)), pooledBaseline);
  const accountRatio = ratioOf('account');
  const guestRatio = ratioOf('guest');
  const ofAccount = ratio(guestRatio, accountRatio);
  const consistent = rounds.every((r) => r.consistent);
  console.log(
    `  account joins: ${fmt(accountRatio, 3)} of baseline; guest joins: ${fmt(guestRatio, 3)} of baseline`,
  );
  console.log(
    `  guest ratio / account ratio: ${fmt(ofAccount, 3)}; queues ${consistent ? 'consistent' : 'INCONSISTENT'}`,
  );
  const targets: Target[] = [
    atLeast("guest joins' baseline ratio, of the account joins'", ofAccount, 0.9, ''),
  ];
  printTargets(targets);
  return {
    description: `${ROUNDS.length} rounds (account, guest, guest, account) of ${RUN.measured} joins at concurrency ${RUN.concurrency}, each against the bare baseline; guest joins send a name, a phone and a device id`,
    accountRatioToBaseline: accountRatio,
    guestRatioToBaseline: guestRatio,
    guestRatioOfAccountRatio: ofAccount,
    queuesConsistentAfter: consistent,
    targets,
  };
}
