import { describe, expect, it } from 'vitest';
import { abandonmentRate, estimateAccuracy, meanMinutes } from './report-formulas';

describe('report formulas', () => {
  it('abandonment rate = abandonments / (served + abandonments), in percent with one decimal', () => {
    expect(abandonmentRate(0, 0)).toBeNull();
    expect(abandonmentRate(3, 1)).toBe(25);
    expect(abandonmentRate(2, 1)).toBe(33.3);
    expect(abandonmentRate(0, 4)).toBe(100);
  });

  it('mean minutes with one decimal, none without samples', () => {
    expect(meanMinutes(0, 0)).toBeNull();
    expect(meanMinutes(3 * 60_000 + 30_000, 1)).toBe(3.5);
    expect(meanMinutes(10 * 60_000, 3)).toBe(3.3);
  });

  it('estimate accuracy: median absolute error and share within ±5 min, from a histogram of tenths', () => {
    expect(estimateAccuracy([])).toEqual({ amostras: 0, erroMedianoMin: null, dentroDaMargemPct: null });
    // Errors 1.0, 2.0, 2.0, 7.5 min: median of the middle two is 2.0; three of four within 5 min.
    expect(
      estimateAccuracy([
        { errorTenths: 75, count: 1 },
        { errorTenths: 10, count: 1 },
        { errorTenths: 20, count: 2 },
      ]),
    ).toEqual({ amostras: 4, erroMedianoMin: 2, dentroDaMargemPct: 75 });
    // An odd count takes the middle one; exactly 5.0 min counts as within.
    expect(
      estimateAccuracy([
        { errorTenths: 50, count: 1 },
        { errorTenths: 3, count: 1 },
        { errorTenths: 51, count: 1 },
      ]),
    ).toEqual({ amostras: 3, erroMedianoMin: 5, dentroDaMargemPct: 66.7 });
  });
});
