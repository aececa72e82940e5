import { describe, expect, it } from 'vitest';
import {
  averageCallInterval,
  estimatedWaitMinutes,
  MIN_INTERVAL_SAMPLES,
  minutesPerPosition,
} from './wait-estimate';

const MIN = 60_000;

describe('averageCallInterval', () => {
  it('needs at least three intervals', () => {
    expect(MIN_INTERVAL_SAMPLES).toBe(3);
    expect(averageCallInterval([])).toBeNull();
    expect(averageCallInterval([0, MIN, 2 * MIN])).toBeNull();
    expect(averageCallInterval([0, MIN, 2 * MIN, 6 * MIN])).toEqual({ averageMs: 2 * MIN, samples: 3 });
  });

  it('sorts the call times first', () => {
    expect(averageCallInterval([6 * MIN, 0, 2 * MIN, MIN])).toEqual({ averageMs: 2 * MIN, samples: 3 });
  });

  it('uses only the most recent intervals', () => {
    // Old slow calls (10 min apart), then 25 recent calls 1 minute apart.
    const old = [0, 10 * MIN, 20 * MIN];
    const recent = Array.from({ length: 25 }, (_, i) => 30 * MIN + i * MIN);
    expect(averageCallInterval([...old, ...recent])).toEqual({ averageMs: MIN, samples: 20 });
    expect(averageCallInterval([...old, ...recent], 3)).toEqual({ averageMs: MIN, samples: 3 });
    expect(averageCallInterval([...old, ...recent], 2)).toBeNull();
  });
});

describe('minutesPerPosition', () => {
  it('uses the observed pace when there is one', () => {
    expect(minutesPerPosition({ averageMs: 3 * MIN, samples: 7 }, 5)).toEqual({ minutes: 3, basedOn: 7 });
  });

  it("falls back to the queue's estimate, never negative", () => {
    expect(minutesPerPosition(null, 5)).toEqual({ minutes: 5, basedOn: 0 });
    expect(minutesPerPosition(null, -2)).toEqual({ minutes: 0, basedOn: 0 });
    expect(minutesPerPosition(null, Number.NaN)).toEqual({ minutes: 0, basedOn: 0 });
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
