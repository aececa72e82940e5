import { describe, expect, it } from 'vitest';
import { advanceLimit, advanceSummary } from './advance-limits';

describe('advance limits', () => {
  it('caps the advance at the queue maximum and at the places ahead', () => {
    expect(advanceLimit(5, 8)).toBe(4);
    expect(advanceLimit(20, 8)).toBe(8);
    expect(advanceLimit(20, 3)).toBe(3);
  });

  it('never shows a maximum below 1, and treats a missing maximum as 8', () => {
    expect(advanceLimit(1, 8)).toBe(1);
    expect(advanceLimit(30, 0)).toBe(8);
  });

  it('prices with 15% per extra position from the queue base, in exact cents', () => {
    expect(advanceSummary(5, 1, 1000)).toEqual({ from: 5, to: 4, priceCents: 1000 });
    expect(advanceSummary(5, 2, 1000)).toEqual({ from: 5, to: 3, priceCents: 1150 });
    expect(advanceSummary(9, 3, 1000).priceCents).toBe(1323);
  });
});
