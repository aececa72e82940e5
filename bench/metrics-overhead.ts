import {
  atLeast,
  fmt,
  freshDataDir,
  generate,
  phase,
  printTargets,
  reportErrors,
  startServer,
  stop,
  throughputOf,
} from './harness';
import { seedJoinRequests } from './join-requests';
import type { PhaseResult } from './protocol';
import { ratio } from './stats';

const RUN = { warmup: 500, measured: 10_000, concurrency: 50, rounds: 6, scrapeEveryMs: 1_000 };
const TOKEN = 'bench-metrics-token-0123456789abcdef0123';

/** Rounds in the order off, on, on, off, off, on: as many of each, early and late alike. */
const metricsOnIn = (round: number) => round % 4 === 1 || round % 4 === 2;

async function oneRound(round: number, on: boolean): Promise<PhaseResult> {
  const dataDir = await freshDataDir(`metrics-${round}-${on ? 'on' : 'off'}`);
  const { requests } = await seedJoinRequests(dataDir, RUN.warmup, RUN.measured);

  const server = await startServer(dataDir, on ? { METRICS_TOKEN: TOKEN } : {});
  let scrapes = 0;
  const scraper = on
    ? setInterval(() => {
        fetch(`http://127.0.0.1:${server.port}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
          .then(async (response) => {
            if (response.ok && (await response.text()).includes('vez_queue_changes_total')) scrapes++;
          })
          .catch(() => undefined);
      }, RUN.scrapeEveryMs)
    : null;
  try {
    const phases = [
      phase('warmup', RUN.concurrency, requests.slice(0, RUN.warmup), 201),
      phase('joins', RUN.concurrency, requests.slice(RUN.warmup), 201),
    ];
    const result = await generate<PhaseResult[]>({ kind: 'load', port: server.port, phases });
    if (on && scrapes === 0) throw new Error('metrics on, but no scrape answered with the figures');
    return result[1] as PhaseResult;
  } finally {
    if (scraper) clearInterval(scraper);
    await stop(server.child);
  }
}

export async function metricsOverheadScenario() {
  console.log(
    `\n== Metrics overhead: ${RUN.measured} joins per round, concurrency ${RUN.concurrency}, ${RUN.rounds} rounds alternating metrics off/on (scraped every ${RUN.scrapeEveryMs} ms)`,
  );
  const off: PhaseResult[] = [];
  const on: PhaseResult[] = [];
  for (let round = 0; round < RUN.rounds; round++) {
    const metrics = metricsOnIn(round);
    const result = await oneRound(round, metrics);
    reportErrors(`metrics ${metrics ? 'on' : 'off'}, round ${round + 1}`, result);
    (metrics ? on : off).push(result);
    const t = throughputOf(result);
    console.log(
      `  round ${round + 1}, metrics ${metrics ? 'on ' : 'off'}: ${fmt(t.perSecond, 0)} joins/s, p99 ${fmt(t.latencyMs.p99)} ms`,
    );
  }
  // Joins over the time they took, every round of a kind together.
  const rate = (results: PhaseResult[]) =>
    results.reduce((n, r) => n + r.latencies.length, 0) /
    (results.reduce((ms, r) => ms + r.elapsedMs, 0) / 1000);
  const offRate = rate(off);
  const onRate = rate(on);
  const kept = ratio(onRate, offRate);
  console.log(
    `  metrics off: ${fmt(offRate, 0)} joins/s; on: ${fmt(onRate, 0)} joins/s; on / off ${fmt(kept, 3)}`,
  );
  const targets = [atLeast('joins/s with metrics on, of metrics off', kept, 0.95, '')];
  printTargets(targets);
  return {
    description: `${RUN.measured} joins per round (concurrency ${RUN.concurrency}, after ${RUN.warmup} warm-up joins) on a fresh server, ${RUN.rounds} rounds in the order off, on, on, off, off, on; with metrics on, GET /metrics every ${RUN.scrapeEveryMs} ms`,
    off: { perSecond: Math.round(offRate), rounds: off.map(throughputOf) },
    on: { perSecond: Math.round(onRate), rounds: on.map(throughputOf) },
    ratios: { throughput: kept },
    targets,
  };
}
