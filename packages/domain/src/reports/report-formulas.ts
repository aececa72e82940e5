/**
 * What counts (docs/reports.md): a ticket is *served* when it was called and not marked 'Não
 * compareceu'; an *abandonment* is a ticket that left the queue (or was removed when its queue was
 * closed) before being called; a *no-show* was called but marked as not having come.
 */

/** abandonments / (served + abandonments), in percent with one decimal; null when nobody finished. */
export function abandonmentRate(served: number, abandoned: number): number | null {
  const total = served + abandoned;
  if (total === 0) return null;
  return Math.round((abandoned / total) * 1000) / 10;
}

/** Minutes with one decimal from a total of milliseconds over `count`; null without samples. */
export function meanMinutes(totalMs: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round(totalMs / count / 6_000) / 10;
}

export const ACCURACY_TOLERANCE_MINUTES = 5;

/** Served tickets counted by how far their real wait fell from the quote, in tenths of a minute. */
export interface ErrorBucket {
  errorTenths: number;
  count: number;
}

/**
 * How close the wait quoted at joining came to the real one, over served tickets that had a quote:
 * the median absolute error in minutes (one decimal) and the share (percent, one decimal) within
 * ±5 minutes. Read from a histogram, so the database sends a few hundred rows, not every ticket.
 */
export function estimateAccuracy(buckets: readonly ErrorBucket[]): EstimateAccuracy {
  const sorted = [...buckets].filter((b) => b.count > 0).sort((a, b) => a.errorTenths - b.errorTenths);
  const total = sorted.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return { amostras: 0, erroMedianoMin: null, dentroDaMargemPct: null };
  const valueAt = (index: number) => {
    let seen = 0;
    for (const bucket of sorted) {
      seen += bucket.count;
      if (index < seen) return bucket.errorTenths;
    }
    return (sorted[sorted.length - 1] as ErrorBucket).errorTenths;
  };
  const middle = Math.floor(total / 2);
  const medianTenths = total % 2 === 1 ? valueAt(middle) : (valueAt(middle - 1) + valueAt(middle)) / 2;
  const within = sorted
    .filter((b) => b.errorTenths <= ACCURACY_TOLERANCE_MINUTES * 10)
    .reduce((sum, b) => sum + b.count, 0);
  return {
    amostras: total,
    erroMedianoMin: Math.round(medianTenths) / 10,
    dentroDaMargemPct: Math.round((within / total) * 1000) / 10,
  };
}

export interface EstimateAccuracy {
  amostras: number;
  erroMedianoMin: number | null;
  dentroDaMargemPct: number | null;
}
