/**
 * Estimated wait (decision 023): (position - 1) x minutes per position. Minutes per position
 * is ONE figure, computed here and nowhere else, and shown with the same words on every screen:
 * 'baseado em N atendimentos', or 'estimativa do estabelecimento' when it is the queue's tempo_estimado.
 */

/** Fewer intervals than this say more about chance than about the queue's pace. */
export const MIN_INTERVAL_SAMPLES = 3;

/** The estimate looks at this many recent service intervals (the calls fetched are one more). */
export const ESTIMATE_INTERVAL_SAMPLES = 10;

/** Below this many intervals the figure is shown as a range ('8–12 min'). */
export const THIN_DATA_SAMPLES = 6;

/** How wide the range is when data is thin: ±25 % of the figure. */
const THIN_DATA_SPREAD = 0.25;

const MINUTE_MS = 60_000;

/** A called ticket: when its owner joined and when they were called. */
export interface ServedTicket {
  joinedAtMs: number;
  calledAtMs: number;
}

/** A time the queue was paused; `toMs` null while it still is. */
export interface PauseSpan {
  fromMs: number;
  toMs: number | null;
}

export interface WaitEstimate {
  /** Minutes per position. */
  minutos: number;
  /** Service intervals the figure rests on; 0 = the establishment's own estimate (tempo_estimado). */
  baseadoEm: number;
  /** Minutes per position as a range when the data is thin, else null. */
  faixa: [number, number] | null;
}

/**
 * Service intervals, oldest first, of the most recent calls: call_i − max(call_{i−1}, joined_i), less
 * any time the queue was paused in between. The first call has no interval (nothing before it to
 * measure from); time the queue stood empty is not counted because the person called had not arrived.
 */
export function serviceIntervals(
  served: readonly ServedTicket[],
  pauses: readonly PauseSpan[],
  maxSamples = ESTIMATE_INTERVAL_SAMPLES,
): number[] {
  const calls = served
    .filter((t) => Number.isFinite(t.calledAtMs) && Number.isFinite(t.joinedAtMs))
    .sort((a, b) => a.calledAtMs - b.calledAtMs);
  const intervals: number[] = [];
  for (let i = 1; i < calls.length; i++) {
    const call = calls[i] as ServedTicket;
    const from = Math.max((calls[i - 1] as ServedTicket).calledAtMs, call.joinedAtMs);
    const worked = call.calledAtMs - from - pausedWithin(pauses, from, call.calledAtMs);
    intervals.push(Math.max(0, worked));
  }
  return intervals.slice(Math.max(0, intervals.length - Math.max(0, Math.floor(maxSamples))));
}

function pausedWithin(pauses: readonly PauseSpan[], from: number, to: number): number {
  let total = 0;
  for (const pause of pauses) {
    const start = Math.max(from, pause.fromMs);
    const end = Math.min(to, pause.toMs ?? to);
    if (end > start) total += end - start;
  }
  return total;
}

/**
 * Minutes per position: the mean of the recent service intervals with each capped at their 80th
 * percentile, so one very long call barely moves it, while a pace that comes in bursts (two chairs
 * calling together every half hour) still counts its long gaps — a median would say zero there. The
 * queue's tempo_estimado with fewer than MIN_INTERVAL_SAMPLES intervals; ±25 % as a range below
 * THIN_DATA_SAMPLES.
 */
export function waitEstimate(
  served: readonly ServedTicket[],
  pauses: readonly PauseSpan[],
  tempoEstimadoMinutes: number,
): WaitEstimate {
  const intervals = serviceIntervals(served, pauses);
  if (intervals.length < MIN_INTERVAL_SAMPLES) {
    const fallback = Number.isFinite(tempoEstimadoMinutes) ? Math.max(0, tempoEstimadoMinutes) : 0;
    return { minutos: round1(fallback), baseadoEm: 0, faixa: null };
  }
  const minutos = round1(cappedMean(intervals) / MINUTE_MS);
  const faixa: [number, number] | null =
    intervals.length < THIN_DATA_SAMPLES
      ? [round1(minutos * (1 - THIN_DATA_SPREAD)), round1(minutos * (1 + THIN_DATA_SPREAD))]
      : null;
  return { minutos, baseadoEm: intervals.length, faixa };
}

/** The mean after lowering every value above the 80th percentile to it (winsorising the top). */
function cappedMean(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const cap = sorted[Math.floor(0.8 * (sorted.length - 1))] as number;
  return sorted.reduce((sum, value) => sum + Math.min(value, cap), 0) / sorted.length;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Whole minutes; the first position waits 0 and nothing is ever negative. */
export function estimatedWaitMinutes(position: number, minutesPerPosition: number): number {
  const minutes = Math.round((position - 1) * minutesPerPosition);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
}

/** The wait at a position as a range of whole minutes, when the estimate has one and it is not a point. */
export function estimatedWaitRange(
  position: number,
  faixa: readonly [number, number] | null,
): [number, number] | null {
  if (!faixa) return null;
  const low = estimatedWaitMinutes(position, faixa[0]);
  const high = estimatedWaitMinutes(position, faixa[1]);
  return high > low ? [low, high] : null;
}

/** The basis in the words every screen uses (client and establishment alike). */
export function waitBasisLabel(baseadoEm: number): string {
  if (baseadoEm <= 0) return 'estimativa do estabelecimento';
  return `baseado em ${baseadoEm} ${baseadoEm === 1 ? 'atendimento' : 'atendimentos'}`;
}

/** '8–12 min' when there is a range, else '10 min' (whole minutes, what a person waits). */
export function waitText(minutes: number, range: readonly [number, number] | null): string {
  return range ? `${range[0]}–${range[1]} min` : `${minutes} min`;
}
