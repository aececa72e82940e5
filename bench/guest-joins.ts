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
  const vez = await loadOnFreshServer(dataDir, phases);
  const base = await generate<PhaseResult[]>({
    kind: 'load',
    port: baseline.port,
    phases: forBaseline(phases),
  });
  return { vez: vez[1] as PhaseResult, base: base[1] as PhaseResult };
}

/**
 * Issue 36: a guest join goes through the account join's path, so it must cost about the same. Both are
 * measured in this run, each against the bare baseline measured right after it; the target compares the
 * two ratios, so the machine's noise between runs does not count.
 */
export async function guestJoinsScenario(baseline: RunningServer) {
  console.log(
    `\n== Guest joins: ${RUN.measured} people without an account into one queue, concurrency ${RUN.concurrency}, beside ${RUN.measured} account joins`,
  );
  const accountDir = await freshDataDir('guest-joins-accounts');
  const accounts = await seedJoinRequests(accountDir, RUN.warmup, RUN.measured);
  const account = await measure(accountDir, accounts.requests, baseline);
  reportErrors('account joins', account.vez);

  const guestDir = await freshDataDir('guest-joins');
  const guests = await seedGuestQueues(guestDir);
  const guest = await measure(guestDir, guests.requests, baseline);
  reportErrors('guest joins', guest.vez);
  const check = openSqlite(path.join(guestDir, 'vez.db'));
  const consistent = await lineIsConsistent(check, guests.queueId, RUN.measured);
  await check.close();

  const a = throughputOf(account.vez);
  const g = throughputOf(guest.vez);
  const accountRatio = ratio(a.perSecond, throughputOf(account.base).perSecond);
  const guestRatio = ratio(g.perSecond, throughputOf(guest.base).perSecond);
  const ofAccount = ratio(guestRatio, accountRatio);
  console.log(
    `  account joins: ${fmt(a.perSecond, 0)}/s, ${fmt(accountRatio, 3)} of baseline, p99 ${fmt(a.latencyMs.p99)} ms`,
  );
  console.log(
    `  guest joins:   ${fmt(g.perSecond, 0)}/s, ${fmt(guestRatio, 3)} of baseline, p99 ${fmt(g.latencyMs.p99)} ms`,
  );
  console.log(
    `  guest ratio / account ratio: ${fmt(ofAccount, 3)}; queue ${consistent ? 'consistent' : 'INCONSISTENT'}`,
  );
  const targets: Target[] = [
    atLeast("guest joins' baseline ratio, of the account joins'", ofAccount, 0.9, ''),
  ];
  printTargets(targets);
  return {
    description: `${RUN.measured} guest joins (name, phone, device id) vs ${RUN.measured} account joins, concurrency ${RUN.concurrency}, each against the bare baseline`,
    account: { measured: a, ratioToBaseline: accountRatio },
    guest: { measured: g, ratioToBaseline: guestRatio },
    guestRatioOfAccountRatio: ofAccount,
    queueConsistentAfter: consistent,
    targets,
  };
}
