import { describe, expect, it } from 'vitest';
import { nextOpeningAt } from './next-opening';

const BRASILIA = -180;
// 2026-11-21 10:00 in Brasília = 13:00 UTC.
const TEN_AM = Date.UTC(2026, 10, 21, 13, 0);

describe('nextOpeningAt', () => {
  it('opens later today when the time is still ahead', () => {
    expect(nextOpeningAt('14:30', TEN_AM, BRASILIA)).toBe(Date.UTC(2026, 10, 21, 17, 30));
  });

  it('opens tomorrow when the time has passed today (an evening setup for the morning)', () => {
    expect(nextOpeningAt('08:00', TEN_AM, BRASILIA)).toBe(Date.UTC(2026, 10, 22, 11, 0));
    expect(nextOpeningAt('10:00', TEN_AM, BRASILIA)).toBe(Date.UTC(2026, 10, 22, 13, 0));
  });

  it('crosses midnight in local time, not UTC', () => {
    // 22:00 in Brasília = 01:00 UTC of the next day.
    const lateEvening = Date.UTC(2026, 10, 22, 1, 0);
    expect(nextOpeningAt('23:15', lateEvening, BRASILIA)).toBe(Date.UTC(2026, 10, 22, 2, 15));
  });

  it('refuses an invalid time', () => {
    expect(nextOpeningAt('25:00', TEN_AM, BRASILIA)).toBeNull();
  });
});
