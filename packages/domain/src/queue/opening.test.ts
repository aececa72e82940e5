import { describe, expect, it } from 'vitest';
import {
  BRASILIA_OFFSET_MINUTES,
  isAwaitingOpening,
  isOpeningDue,
  localMinutesOfDay,
  openingTimeMinutes,
} from './opening';

// 2026-11-21 10:00 in Brasília = 13:00 UTC.
const TEN_AM = Date.UTC(2026, 10, 21, 13, 0);
const scheduled = {
  status: 'pausada' as const,
  openNow: false,
  openingTime: '14:30',
  openedAtMs: null,
  nowMs: TEN_AM,
  timeZoneOffsetMinutes: BRASILIA_OFFSET_MINUTES,
};

describe('openingTimeMinutes', () => {
  it('reads HH:MM and HH:MM:SS', () => {
    expect(openingTimeMinutes('00:00')).toBe(0);
    expect(openingTimeMinutes('14:30')).toBe(870);
    expect(openingTimeMinutes('23:59:59')).toBe(1439);
  });

  it('refuses anything else', () => {
    for (const bad of [null, '', '24:00', '9:00', '12:60', '12h30', 'ab:cd']) {
      expect(openingTimeMinutes(bad)).toBeNull();
    }
  });
});

describe('localMinutesOfDay', () => {
  it('applies the offset, also across midnight and before the epoch', () => {
    expect(localMinutesOfDay(TEN_AM, BRASILIA_OFFSET_MINUTES)).toBe(600);
    expect(localMinutesOfDay(Date.UTC(2026, 10, 22, 1, 0), BRASILIA_OFFSET_MINUTES)).toBe(22 * 60);
    expect(localMinutesOfDay(0, BRASILIA_OFFSET_MINUTES)).toBe(21 * 60);
    expect(localMinutesOfDay(-60_000, 0)).toBe(1439);
  });
});

describe('isOpeningDue', () => {
  it('waits until the local opening time, then is due', () => {
    expect(isOpeningDue(scheduled)).toBe(false);
    expect(isAwaitingOpening(scheduled)).toBe(true);
    const at = { ...scheduled, nowMs: Date.UTC(2026, 10, 21, 17, 30) };
    expect(isOpeningDue(at)).toBe(true);
    expect(isAwaitingOpening(at)).toBe(false);
    expect(isOpeningDue({ ...scheduled, nowMs: Date.UTC(2026, 10, 21, 17, 29, 59) })).toBe(false);
  });

  it('is never due for queues opened at creation, already opened or closed', () => {
    const late = { ...scheduled, openingTime: '08:00' };
    expect(isOpeningDue(late)).toBe(true);
    expect(isOpeningDue({ ...late, openNow: true })).toBe(false);
    expect(isOpeningDue({ ...late, openedAtMs: TEN_AM - 1 })).toBe(false);
    expect(isOpeningDue({ ...late, status: 'encerrada' })).toBe(false);
    expect(isAwaitingOpening({ ...scheduled, openNow: true })).toBe(false);
  });

  it('is never due without a valid opening time', () => {
    expect(isOpeningDue({ ...scheduled, openingTime: null })).toBe(false);
    expect(isOpeningDue({ ...scheduled, openingTime: '99:99' })).toBe(false);
    expect(isAwaitingOpening({ ...scheduled, openingTime: null })).toBe(false);
  });
});
