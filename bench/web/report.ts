/**
 * Medians over the runs, and what is written to bench/results/: web-latest.json (every run's raw figures,
 * the medians, the verdicts) and web-latest.md (one table line per page with PASS/FAIL and why).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median } from '../stats';
import type { Finding, RunFigures } from './audit';
import { BUDGET, budgetFailures, type Figures, HOME_PATH } from './budget';

export interface PageResult {
  page: string;
  url: string;
  role: string | null;
  runs: RunFigures[];
  median: Figures;
  failures: string[];
  /** The top findings of the run whose performance score is the median one. */
  topFindings: Finding[];
}

const FIGURES: (keyof Figures)[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsBytes',
];

export function summarisePage(
  page: string,
  url: string,
  role: string | null,
  runs: RunFigures[],
): PageResult {
  const medians = {} as Figures;
  for (const key of FIGURES) medians[key] = median(runs.map((run) => run[key]));
  const representative = [...runs].sort(
    (a, b) => Math.abs(a.performance - medians.performance) - Math.abs(b.performance - medians.performance),
  )[0]!;
  return {
    page,
    url,
    role,
    runs,
    median: medians,
    failures: budgetFailures(page, medians),
    topFindings: representative.findings.slice(0, TOP_FINDINGS),
  };
}

/** How many findings per page the report lists. */
export const TOP_FINDINGS = 5;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A 0–1 share as a whole percentage; '?' when unknown. */
export const percent = (share: number | null) => (share === null ? '?' : `${Math.round(share * 100)} %`);

export function markdown(
  results: PageResult[],
  meta: { date: string; runs: number; chromium: string },
): string {
  const lines = [
    '# Web benchmark (Lighthouse, mobile preset)',
    '',
    `${meta.date} · ${meta.runs} run(s) per page, medians · ${meta.chromium} · \`npm run bench:web\``,
    '',
    `Budget: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices ` +
      `${BUDGET.bestPractices}, SEO ${BUDGET.seo}; LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms, ` +
      `CLS ≤ ${BUDGET.cls}; JavaScript transferred by '${HOME_PATH}' ≤ ${BUDGET.homeJsBytes / 1024} KB.`,
    '',
    '| Page | Perf | A11y | Best pr. | SEO | LCP (ms) | TBT (ms) | CLS | JS (KB) | Main thread on CPU | Verdict |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of results) {
    const m = r.median;
    const verdict = r.failures.length === 0 ? 'PASS' : `FAIL: ${r.failures.join('; ')}`;
    const page = r.role ? `\`${r.page}\` (${r.role})` : `\`${r.page}\``;
    lines.push(
      `| ${page} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ` +
        `${Math.round(m.lcpMs)} | ${Math.round(m.tbtMs)} | ${m.cls.toFixed(3)} | ${kb(m.jsBytes)} | ` +
        `${percent(medianShare(r.runs))} | ${verdict} |`,
    );
  }
  const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
  lines.push(
    '',
    `Host CPU, Lighthouse's benchmarkIndex over the runs: ${Math.min(...indexes)}–${Math.max(...indexes)} ` +
      '(its 4× CPU slowdown assumes a fast desktop and warns at 1,000 or less; TBT and the performance score ' +
      'move with the host, so compare runs on one host, and bytes across builds).',
    '',
    onCpuLine(results),
    '',
    "JS = sum of `transferSize` (compressed bytes on the wire) of the requests Lighthouse's `network-requests` " +
      'audit lists with resource type Script, from the page target only (service-worker requests left out), ' +
      'on a first visit (Lighthouse clears the browser cache, service workers and Cache Storage before each run).',
    '',
    '## Top findings per page (run with the median performance score)',
    '',
    'Failing accessibility / best-practices / SEO audits first, then performance audits by estimated savings ' +
      '(LCP + FCP + TBT, ms).',
    '',
  );
  for (const r of results) {
    lines.push(`- \`${r.page}\`: ${r.topFindings.map(describe).join('; ') || 'none'}`);
  }
  const warned = results.filter((r) => r.runs.some((run) => run.warnings.length > 0));
  if (warned.length > 0) lines.push('', '## Lighthouse warnings', '');
  for (const r of warned) {
    const warnings = [...new Set(r.runs.flatMap((run) => run.warnings))];
    const runs = r.runs.filter((run) => run.warnings.length > 0).length;
    lines.push(`- \`${r.page}\` (${runs} of ${r.runs.length} runs): ${warnings.join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The runs' main-thread shares that the traces told. */
const knownShares = (runs: RunFigures[]) =>
  runs.map((run) => run.mainThreadOnCpu).filter((share) => share !== null);

function medianShare(runs: RunFigures[]): number | null {
  const shares = knownShares(runs);
  return shares.length === 0 ? null : median(shares);
}

/** How much of the page's counted tasks was work, over every run (decision 042). */
function onCpuLine(results: PageResult[]): string {
  const shares = results.flatMap((r) => knownShares(r.runs));
  if (shares.length === 0) return "The page's main thread on CPU: not known (no trace).";
  return (
    `The page's main thread on CPU during the tasks that can become long (≥ 12.5 ms unthrottled): ` +
    `${percent(Math.min(...shares))}–${percent(Math.max(...shares))} of their wall time over the runs. ` +
    "Lighthouse multiplies a task's wall time by 4: where the thread was descheduled (the server, Lighthouse " +
    "and the browser's other processes share this machine's cores), TBT counts the wait as the page's work. " +
    'Compare TBT between runs with similar shares (decision 042).'
  );
}

function describe(finding: Finding): string {
  const savings = finding.savingsMs > 0 ? `~${Math.round(finding.savingsMs)} ms` : '';
  const parts = [finding.category, finding.display, savings, finding.detail].filter(Boolean).join(', ');
  return `${finding.title} (${parts})`;
}

export function writeResults(
  dir: string,
  results: PageResult[],
  meta: { date: string; runs: number; chromium: string },
) {
  mkdirSync(dir, { recursive: true });
  const json = { ...meta, budget: BUDGET, pages: results };
  writeFileSync(path.join(dir, 'web-latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(path.join(dir, 'web-latest.md'), markdown(results, meta));
}
