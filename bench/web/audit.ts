/**
 * One Lighthouse run of one page (mobile preset = Lighthouse's default config, simulated throttling) and
 * the figures the report keeps from it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Figures } from './budget';
import { mainThreadShare } from './main-thread';

export interface Finding {
  id: string;
  /** The category whose score it weighs on (the first one listing it). */
  category: string;
  title: string;
  /** The audit's own summary, e.g. "Est savings of 45 KiB" or "180 ms". */
  display: string;
  score: number | null;
  /** For a failing pass/fail audit: what its first items point at (e.g. the DevTools issue type). */
  detail: string;
  /** Lighthouse's estimated savings (metricSavings), in ms for LCP/FCP/TBT; 0 when none. */
  savingsMs: number;
}

/** The budget's figures (`jsBytes`: sum of transferSize of the page's own Script requests, service-worker
 * requests left out), and what the report shows beside them. */
export interface RunFigures extends Figures {
  jsRequests: { url: string; transferSize: number }[];
  finalUrl: string;
  warnings: string[];
  /**
   * Lighthouse's measure of the host's CPU at this run: its 4× slowdown assumes a fast desktop (it warns
   * at 1,000 or less), and TBT moves with it, so it is kept beside every run to compare runs and hosts.
   */
  benchmarkIndex: number;
  /**
   * The share of its counted tasks' wall time the page's main thread spent on the CPU (main-thread.ts),
   * 0–1; null when the trace does not tell. Far below 1, the host's other work stretched the tasks.
   */
  mainThreadOnCpu: number | null;
  /** The failing or informative audits that weigh on the scores, worst first (see `findings`). */
  findings: Finding[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  sessionTargetType?: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** Scripts the page itself fetched: resourceType Script, from the page target (not a service worker). */
export function scriptRequests(lhr: Lhr): { url: string; transferSize: number }[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  return (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .filter((item) => item.sessionTargetType === undefined || item.sessionTargetType === 'page')
    .map((item) => ({ url: item.url, transferSize: item.transferSize ?? 0 }));
}

/** The categories the budget covers (Lighthouse 13 has others, e.g. agentic browsing, not scored here). */
const BUDGETED_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A few words on a pass/fail audit's first items: a DevTools issue type, a description, a URL, a snippet. */
function itemSummary(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const words = items.slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const source = item.source as { url?: string } | undefined;
    const sub = (item.subItems as { items?: { url?: string }[] } | undefined)?.items?.[0];
    const first = [item.issueType, item.description, item.url, source?.url, node?.snippet, sub?.url].find(
      (value) => typeof value === 'string' && value.length > 0,
    );
    return typeof first === 'string' ? first.slice(0, 120) : '';
  });
  return [...new Set(words.filter(Boolean))].join(', ');
}

/**
 * Audits that cost points, most telling first: every failing accessibility / best-practices / SEO audit
 * (each one is a direct deduction), then the performance opportunities and diagnostics by estimated savings.
 */
export function findings(lhr: Lhr): Finding[] {
  const found = new Map<string, Finding>();
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    if (!BUDGETED_CATEGORIES.includes(category)) continue;
    for (const ref of auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || found.has(ref.id) || ref.group === 'metrics') continue;
      if (audit.score === null || audit.score >= (audit.scoreDisplayMode === 'numeric' ? 0.9 : 1)) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      const savings = (audit.metricSavings ?? {}) as Record<string, number | undefined>;
      const savingsMs = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
      found.set(ref.id, {
        id: ref.id,
        category,
        title: audit.title,
        display: audit.displayValue ?? '',
        score: audit.score,
        savingsMs,
        detail: audit.scoreDisplayMode === 'binary' ? itemSummary(audit.details) : '',
      });
    }
  }
  const rank = (f: Finding) => (f.category === 'performance' ? 1 : 0);
  return [...found.values()].sort(
    (a, b) => rank(a) - rank(b) || b.savingsMs - a.savingsMs || (a.score ?? 1) - (b.score ?? 1),
  );
}

/**
 * With VEZ_LHR_DIR set, every run's whole report is kept there, and beside it the unthrottled trace
 * Lighthouse simulated the mobile figures from (`.trace.json`, opens in Chrome's Performance panel): to
 * read a trace-level finding by hand.
 */
function keepFullReport(url: string, lhr: Lhr, trace: unknown) {
  const dir = process.env.VEZ_LHR_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}`;
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
  if (trace) writeFileSync(path.join(dir, `${name}.trace.json`), JSON.stringify(trace));
}

export async function auditPage(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    // Lighthouse 13 resets the origin before loading (browser cache, service workers, Cache Storage), so every
    // run is a first visit; localStorage is not among these types, so the session stored before survives.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
    // A page with a live stream (the queue view, the dashboard) is never network-quiet: its fetch-based
    // stream stays open, and Lighthouse would wait its default 45 s on every run. Everything measured
    // happens in the first seconds; the run notes "loaded too slowly" for those pages.
    maxWaitForLoad: 15_000,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr, artifacts } = result;
  const trace = (artifacts as { Trace?: unknown }).Trace;
  keepFullReport(url, lhr, trace);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const jsRequests = scriptRequests(lhr);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: jsRequests.reduce((sum, request) => sum + request.transferSize, 0),
    jsRequests,
    finalUrl: lhr.finalDisplayedUrl,
    warnings: lhr.runWarnings.map((warning) => String(warning)),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    mainThreadOnCpu: mainThreadShare(trace),
    findings: findings(lhr),
  };
}
