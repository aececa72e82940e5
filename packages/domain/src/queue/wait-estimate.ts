/**
 * Estimated wait (DESIGN §2): (position - 1) x minutes per position, where minutes per position is
 * the observed average interval between recent calls when there are enough of them, else the
 * queue's tempo_estimado. basedOn lets the UI say "baseado em N atendimentos".
 */

/** Fewer intervals than this say more about chance than about the queue's pace. */
export const MIN_INTERVAL_SAMPLES = 3;

export const DEFAULT_INTERVAL_SAMPLES = 20;

/**
 * Mean of the intervals between consecutive call times (sorted first, so callers need not care),
 * over the `maxSamples` most recent intervals. Null when fewer than MIN_INTERVAL_SAMPLES intervals.
 */
export function averageCallInterval(
  callTimesMs: readonly number[],
  maxSamples = DEFAULT_INTERVAL_SAMPLES,
): { averageMs: number; samples: number } | null {
  const times = callTimesMs.filter(Number.isFinite).sort((a, b) => a - b);
  const intervals: number[] = [];
  for (let i = 1; i < times.length; i++) {
    intervals.push((times[i] ?? 0) - (times[i - 1] ?? 0));
  }
  const recent = intervals.slice(Math.max(0, intervals.length - Math.max(0, Math.floor(maxSamples))));
  if (recent.length < MIN_INTERVAL_SAMPLES) return null;
  const total = recent.reduce((sum, interval) => sum + interval, 0);
  return { averageMs: total / recent.length, samples: recent.length };
}

export function minutesPerPosition(
  observed: { averageMs: number; samples: number } | null,
  estimatedMinutes: number,
): { minutes: number; basedOn: number } {
  if (observed && observed.samples > 0 && Number.isFinite(observed.averageMs)) {
    return { minutes: Math.max(0, observed.averageMs / 60_000), basedOn: observed.samples };
  }
  const fallback = Number.isFinite(estimatedMinutes) ? Math.max(0, estimatedMinutes) : 0;
  return { minutes: fallback, basedOn: 0 };
}

/** Whole minutes; the first position waits 0 and nothing is ever negative. */
export function estimatedWaitMinutes(position: number, minutesPerPosition: number): number {
  const minutes = Math.round((position - 1) * minutesPerPosition);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
}
