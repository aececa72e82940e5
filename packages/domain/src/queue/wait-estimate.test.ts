import { describe, expect, it } from 'vitest';
import {
  estimatedWaitMinutes,
  estimatedWaitRange,
  MIN_INTERVAL_SAMPLES,
  type ServedTicket,
  serviceIntervals,
  waitBasisLabel,
  waitEstimate,
} from './wait-estimate';

const MIN = 60_000;

/** Calls `minutesApart` apart, everybody already waiting long before (a queue that never ran dry). */
function steadyCalls(minutesApart: number[]): ServedTicket[] {
  let at = 0;
  const calls: ServedTicket[] = [{ joinedAtMs: -600 * MIN, calledAtMs: 0 }];
  for (const gap of minutesApart) {
    at += gap * MIN;
    calls.push({ joinedAtMs: -600 * MIN, calledAtMs: at });
  }
  return calls;
}

describe('waitEstimate', () => {
  it("falls back to the establishment's estimate with fewer than three intervals", () => {
    expect(MIN_INTERVAL_SAMPLES).toBe(3);
    expect(waitEstimate([], [], 7)).toEqual({ minutos: 7, baseadoEm: 0, faixa: null });
    expect(waitEstimate(steadyCalls([4, 4]), [], 7)).toEqual({ minutos: 7, baseadoEm: 0, faixa: null });
    expect(waitEstimate([], [], Number.NaN).minutos).toBe(0);
    expect(waitEstimate([], [], -3).minutos).toBe(0);
  });

  it('is the mean of the last ten intervals, the longest capped at their 80th percentile', () => {
    const estimate = waitEstimate(steadyCalls([30, 30, 30, 2, 4, 4, 4, 5, 5, 5, 6, 6, 6]), [], 20);
    expect(estimate.baseadoEm).toBe(10); // the three old 30-minute gaps and more are out of the window
    // 2, 4, 4, 4, 5, 5, 5, 6, 6, 6 → the top two stay at the 80th percentile (6): 47 / 10.
    expect(estimate.minutos).toBe(4.7);
    expect(estimate.faixa).toBeNull();
  });

  it('keeps the real pace when calls come in bursts (two chairs calling together every half hour)', () => {
    const gaps = [0.1, 30, 0.1, 0.1, 30, 0.1, 0.1, 30, 0.1, 0.1];
    const estimate = waitEstimate(steadyCalls(gaps), [], 20);
    // 3 people served every 30 minutes is 10 minutes a person; a median would say 0.1.
    expect(estimate.minutos).toBeGreaterThanOrEqual(9);
    expect(estimate.minutos).toBeLessThanOrEqual(10);
  });

  it('barely moves after one 60-minute call among 5-minute calls', () => {
    const before = waitEstimate(steadyCalls([5, 5, 5, 5, 5, 5, 5, 5, 5]), [], 20);
    const after = waitEstimate(steadyCalls([5, 5, 5, 5, 5, 5, 5, 5, 5, 60]), [], 20);
    expect(before.minutos).toBe(5);
    expect(after.minutos).toBe(5);
    // Even with thin data one outlier is capped at its neighbour: (4 + 5 + 6 + 6) / 4.
    const thin = waitEstimate(steadyCalls([4, 5, 6, 60]), [], 20);
    expect(thin.minutos).toBe(5.3);
  });

  it('does not count the time the queue was paused', () => {
    // 5-minute services, but a 40-minute pause in the middle of the third one.
    const calls = steadyCalls([5, 5, 45, 5, 5]);
    const pauses = [{ fromMs: 12 * MIN, toMs: 52 * MIN }];
    expect(serviceIntervals(calls, pauses)).toEqual([5, 5, 5, 5, 5].map((m) => m * MIN));
    expect(waitEstimate(calls, pauses, 20).minutos).toBe(5);
    // A pause still going on counts up to the call (a call made while paused is a manual one).
    expect(serviceIntervals(steadyCalls([10]), [{ fromMs: 6 * MIN, toMs: null }])).toEqual([6 * MIN]);
  });

  it('does not count the time the queue stood empty', () => {
    // Called at 0 and 5; the queue then stood empty until someone joined at 60 and was called at 64.
    const calls: ServedTicket[] = [
      { joinedAtMs: -10 * MIN, calledAtMs: 0 },
      { joinedAtMs: -5 * MIN, calledAtMs: 5 * MIN },
      { joinedAtMs: 60 * MIN, calledAtMs: 64 * MIN },
      { joinedAtMs: 61 * MIN, calledAtMs: 68 * MIN },
    ];
    expect(serviceIntervals(calls, [])).toEqual([5 * MIN, 4 * MIN, 4 * MIN]);
    expect(waitEstimate(calls, [], 20).minutos).toBe(4);
  });

  it('shows a ±25 % range while there are fewer than six intervals', () => {
    expect(waitEstimate(steadyCalls([8, 8, 8]), [], 20)).toEqual({
      minutos: 8,
      baseadoEm: 3,
      faixa: [6, 10],
    });
    expect(waitEstimate(steadyCalls([8, 8, 8, 8, 8]), [], 20).faixa).toEqual([6, 10]);
    expect(waitEstimate(steadyCalls([8, 8, 8, 8, 8, 8]), [], 20).faixa).toBeNull();
  });
});

describe('estimatedWaitRange', () => {
  it('scales the range by the people ahead, and is null for the first place or no range', () => {
    expect(estimatedWaitRange(3, [4, 6])).toEqual([8, 12]);
    expect(estimatedWaitRange(1, [4, 6])).toBeNull();
    expect(estimatedWaitRange(3, null)).toBeNull();
  });
});

describe('waitBasisLabel', () => {
  it('uses the same words for the client and the establishment', () => {
    expect(waitBasisLabel(0)).toBe('estimativa do estabelecimento');
    expect(waitBasisLabel(1)).toBe('baseado em 1 atendimento');
    expect(waitBasisLabel(8)).toBe('baseado em 8 atendimentos');
  });
});

describe('estimatedWaitMinutes', () => {
  it('is (position - 1) x minutes per position, rounded', () => {
    expect(estimatedWaitMinutes(1, 5)).toBe(0);
    expect(estimatedWaitMinutes(4, 5)).toBe(15);
    expect(estimatedWaitMinutes(3, 1.25)).toBe(3); // 2.5 rounds up
    expect(estimatedWaitMinutes(2, 0.4)).toBe(0);
  });

  it('is never negative', () => {
    expect(estimatedWaitMinutes(0, 5)).toBe(0);
    expect(estimatedWaitMinutes(3, -5)).toBe(0);
    expect(estimatedWaitMinutes(3, Number.NaN)).toBe(0);
  });
});
