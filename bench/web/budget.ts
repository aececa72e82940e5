/** The web budget (issue "npm run bench:web") and the verdict per page, with the reasons when it fails. */

export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
}

export const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2500,
  cls: 0.05,
  tbtMs: 150,
  /** Only for '/': the JavaScript a first visit to the home page costs, compressed (60 KB). */
  homeJsBytes: 61_440,
} as const;

export const HOME_PATH = '/';

export function budgetFailures(page: string, figures: Figures): string[] {
  const failures: string[] = [];
  const atLeast = (name: string, value: number, limit: number) => {
    if (!(value >= limit)) failures.push(`${name} ${value} < ${limit}`);
  };
  const atMost = (name: string, value: number, limit: number, shown: string, unit: string) => {
    if (!(value <= limit)) failures.push(`${name} ${shown} > ${limit}${unit}`);
  };
  atLeast('performance', figures.performance, BUDGET.performance);
  atLeast('accessibility', figures.accessibility, BUDGET.accessibility);
  atLeast('best practices', figures.bestPractices, BUDGET.bestPractices);
  atLeast('SEO', figures.seo, BUDGET.seo);
  atMost('LCP', figures.lcpMs, BUDGET.lcpMs, `${Math.round(figures.lcpMs)}`, ' ms');
  atMost('TBT', figures.tbtMs, BUDGET.tbtMs, `${Math.round(figures.tbtMs)}`, ' ms');
  atMost('CLS', figures.cls, BUDGET.cls, figures.cls.toFixed(3), '');
  if (page === HOME_PATH) {
    atMost('JS', figures.jsBytes, BUDGET.homeJsBytes, `${figures.jsBytes} B`, ' B');
  }
  return failures;
}
