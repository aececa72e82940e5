/**
 * `npm run bench:web` (after the build): Lighthouse, mobile preset, on the product as a user meets it.
 *
 *   tsx bench/web/run.ts [--runs N] [--pages /,/login,...]
 *
 * Starts the built server on the embedded default (SQLite + demo seed), logs in where a page needs it,
 * audits every page N times (default 3) one after the other, and writes the medians against the budget to
 * bench/results/web-latest.{json,md}. A report: exits 0 even when the budget fails; non-zero only when it
 * could not measure (server did not start, login failed, Lighthouse crashed).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { auditPage, type RunFigures } from './audit';
import { type Browser, CHROMIUM, launchBrowser } from './browser';
import { type PageResult, percent, summarisePage, writeResults } from './report';
import { type Product, startProduct } from './server';
import { findOpenQueue, logIn, type Role, type StoredSession } from './sessions';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RESULTS_DIR = path.join(ROOT, 'bench/results');

interface PageSpec {
  /** What the report calls it; the queue view's id is chosen at run time. */
  page: string;
  role: Role | null;
}

const PAGES: PageSpec[] = [
  { page: '/', role: null },
  { page: '/login', role: null },
  { page: '/faq', role: null },
  { page: '/cliente/estabelecimentos', role: 'cliente' },
  { page: '/cliente/filas/:id', role: 'cliente' },
  { page: '/estabelecimento/dashboard', role: 'estabelecimento' },
];

function parseArgs(argv: string[]): { runs: number; pages: PageSpec[] } {
  let runs = 3;
  let pages = PAGES;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/, 2) : [arg, undefined];
    const value = () => inline ?? argv[++i] ?? '';
    if (flag === '--runs') {
      runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs wants a whole number ≥ 1');
    } else if (flag === '--pages') {
      const wanted = value()
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      // '/cliente/filas' (or any '/cliente/filas/...') picks the queue view.
      const match = (spec: PageSpec, want: string) =>
        spec.page === want || (spec.page.endsWith('/:id') && want.startsWith(spec.page.slice(0, -4)));
      const unknown = wanted.filter((want) => !PAGES.some((spec) => match(spec, want)));
      if (unknown.length > 0) {
        throw new Error(
          `unknown page(s) ${unknown.join(', ')}; known: ${PAGES.map((s) => s.page).join(', ')}`,
        );
      }
      pages = PAGES.filter((spec) => wanted.some((want) => match(spec, want)));
    } else {
      throw new Error(`unknown argument ${arg} (use --runs N, --pages /,/login)`);
    }
  }
  return { runs, pages };
}

/** The JSON in the repo's own format, so `npm run lint` stays clean once it is committed (best effort). */
function formatLikeTheRepo(file: string) {
  try {
    execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', file], {
      stdio: 'ignore',
    });
  } catch {
    console.log(`(could not format ${path.relative(ROOT, file)} with biome; the figures are unchanged)`);
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split('\n')[0]!;
  } catch {
    return CHROMIUM;
  }
}

/** Lighthouse asks to "run again" after a broken trace (NO_NAVSTART and the like): one more try, then fail. */
async function auditWithRetry(browser: Browser, origin: string, session: StoredSession | null, url: string) {
  for (let attempt = 1; ; attempt++) {
    await browser.prepareStorage(origin, session);
    try {
      return await auditPage(url, browser.port);
    } catch (error) {
      if (attempt >= 2) throw error;
      console.log(`  (retrying once: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

async function measure(product: Product, browser: Browser, specs: PageSpec[], runs: number) {
  const sessions = new Map<Role, StoredSession>();
  const sessionFor = async (role: Role) => {
    if (!sessions.has(role)) sessions.set(role, await logIn(product.origin, role));
    return sessions.get(role)!;
  };
  // Public pages first, then by role: each page starts from exactly the storage it needs anyway.
  const results: PageResult[] = [];
  for (const spec of specs) {
    const pathname = spec.page.endsWith('/:id')
      ? spec.page.replace(':id', String(await findOpenQueue(product.origin)))
      : spec.page;
    const url = `${product.origin}${pathname}`;
    const session = spec.role ? await sessionFor(spec.role) : null;
    const figures: RunFigures[] = [];
    for (let run = 1; run <= runs; run++) {
      const started = Date.now();
      const result = await auditWithRetry(browser, product.origin, session, url);
      const expected = new URL(url).pathname;
      if (new URL(result.finalUrl).pathname !== expected) {
        throw new Error(`${pathname} ended on ${result.finalUrl}: the stored session was not accepted?`);
      }
      figures.push(result);
      console.log(
        `  ${pathname} run ${run}/${runs}: perf ${result.performance}, a11y ${result.accessibility}, ` +
          `bp ${result.bestPractices}, seo ${result.seo}, LCP ${Math.round(result.lcpMs)} ms, ` +
          `TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, JS ${result.jsBytes} B, ` +
          `host benchmarkIndex ${result.benchmarkIndex}, main thread on CPU ${percent(result.mainThreadOnCpu)} ` +
          `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    results.push(summarisePage(pathname, url.replace(product.origin, ''), spec.role, figures));
  }
  return results;
}

async function main() {
  const { runs, pages } = parseArgs(process.argv.slice(2));
  const chromium = chromiumVersion();
  console.log(`bench:web: ${pages.length} page(s) × ${runs} run(s), Lighthouse mobile preset, ${chromium}`);
  const product = await startProduct(ROOT);
  let browser: Browser | null = null;
  const shutdown = async () => {
    await browser?.close().catch(() => {});
    await product.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void shutdown().finally(() => process.exit(130)));
  }
  let results: PageResult[];
  try {
    console.log(`server up at ${product.origin} (log ${product.logFile})`);
    browser = await launchBrowser();
    results = await measure(product, browser, pages, runs);
  } finally {
    await shutdown();
  }
  const date = new Date().toISOString();
  writeResults(RESULTS_DIR, results, { date, runs, chromium });
  formatLikeTheRepo(path.join(RESULTS_DIR, 'web-latest.json'));
  console.log('\nmedians against the budget:');
  for (const r of results) {
    const m = r.median;
    const verdict = r.failures.length === 0 ? 'PASS' : `FAIL (${r.failures.join('; ')})`;
    console.log(
      `  ${verdict.startsWith('PASS') ? 'PASS' : 'FAIL'} ${r.page}: perf ${m.performance}, a11y ${m.accessibility}, ` +
        `bp ${m.bestPractices}, seo ${m.seo}, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, ` +
        `CLS ${m.cls.toFixed(3)}, JS ${(m.jsBytes / 1024).toFixed(1)} KB${r.failures.length ? ` — ${r.failures.join('; ')}` : ''}`,
    );
  }
  const failed = results.filter((r) => r.failures.length > 0).length;
  console.log(
    `\n${failed === 0 ? 'all pages within budget' : `${failed} of ${results.length} page(s) over budget`} ` +
      `(a report: exit 0). Written: bench/results/web-latest.md, bench/results/web-latest.json`,
  );
}

main().catch((error: unknown) => {
  console.error(`bench:web could not measure: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
