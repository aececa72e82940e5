import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  daysRemaining,
  formatDateBrasilia,
  type PlanPeriod,
  placePurchase,
  planInForce,
} from './plan-timeline';

const NOW = Date.UTC(2026, 10, 24, 15, 0, 0);
const ESSENCIAL = 1 as const;
const PROFISSIONAL = 2 as const;
const days = (n: number) => n * DAY_MS;
let nextId = 1;
const period = (planId: 1 | 2, startsAt: number, expiresAt: number): PlanPeriod => ({
  id: nextId++,
  planId,
  startsAt,
  expiresAt,
});

describe('placing a purchase on the timeline', () => {
  it('starts a first plan now: Essencial for 30 days, Profissional for 365', () => {
    expect(placePurchase([], ESSENCIAL, NOW).period).toEqual({
      planId: ESSENCIAL,
      startsAt: NOW,
      expiresAt: NOW + days(30),
    });
    expect(placePurchase([], PROFISSIONAL, NOW).period.expiresAt).toBe(NOW + days(365));
  });

  it('renews the plan in force from its current expiry, not from today', () => {
    const current = period(ESSENCIAL, NOW - days(20), NOW + days(10));
    const placed = placePurchase([current], ESSENCIAL, NOW);
    expect(placed.period).toEqual({ planId: ESSENCIAL, startsAt: NOW + days(10), expiresAt: NOW + days(40) });
    expect(placed.moved).toEqual([]);
    expect(placed.carried).toBeNull();
  });

  it('starts again from today after a lapse', () => {
    const lapsed = period(ESSENCIAL, NOW - days(40), NOW - days(10));
    expect(placePurchase([lapsed], ESSENCIAL, NOW).period.startsAt).toBe(NOW);
  });

  it('upgrades at once and carries the unused Essencial days behind the Profissional year', () => {
    const current = period(ESSENCIAL, NOW - days(20), NOW + days(10));
    const placed = placePurchase([current], PROFISSIONAL, NOW);
    expect(placed.period).toEqual({ planId: PROFISSIONAL, startsAt: NOW, expiresAt: NOW + days(365) });
    expect(placed.carried).toEqual({
      endsNow: NOW,
      rest: { planId: ESSENCIAL, startsAt: NOW + days(365), expiresAt: NOW + days(375) },
    });
  });

  it('moves renewals already bought of the lower plan behind the upgrade too', () => {
    const current = period(ESSENCIAL, NOW - days(20), NOW + days(10));
    const renewal = period(ESSENCIAL, NOW + days(10), NOW + days(40));
    const placed = placePurchase([renewal, current], PROFISSIONAL, NOW);
    expect(placed.moved).toEqual([{ ...renewal, startsAt: NOW + days(375), expiresAt: NOW + days(405) }]);
  });

  it('queues a downgrade after the higher plan ends', () => {
    const current = period(PROFISSIONAL, NOW - days(100), NOW + days(265));
    const placed = placePurchase([current], ESSENCIAL, NOW);
    expect(placed.period).toEqual({
      planId: ESSENCIAL,
      startsAt: NOW + days(265),
      expiresAt: NOW + days(295),
    });
    expect(placed.carried).toBeNull();
  });

  it('renews Profissional before an Essencial already queued behind it', () => {
    const current = period(PROFISSIONAL, NOW - days(100), NOW + days(265));
    const queued = period(ESSENCIAL, NOW + days(265), NOW + days(295));
    const placed = placePurchase([current, queued], PROFISSIONAL, NOW);
    expect(placed.period.startsAt).toBe(NOW + days(265));
    expect(placed.moved).toEqual([{ ...queued, startsAt: NOW + days(630), expiresAt: NOW + days(660) }]);
  });
});

describe('the plan in force', () => {
  it('is none without periods, before a period starts, or after it ends', () => {
    expect(planInForce([], NOW)).toBeNull();
    expect(planInForce([period(ESSENCIAL, NOW + 1, NOW + days(30))], NOW)).toBeNull();
    expect(planInForce([period(ESSENCIAL, NOW - days(30), NOW)], NOW)).toBeNull();
  });

  it('ends where its renewals end, and names the lower plan that follows', () => {
    const periods = [
      period(PROFISSIONAL, NOW - days(100), NOW + days(265)),
      period(PROFISSIONAL, NOW + days(265), NOW + days(630)),
      period(ESSENCIAL, NOW + days(630), NOW + days(660)),
    ];
    expect(planInForce(periods, NOW)).toEqual({
      planId: PROFISSIONAL,
      expiresAt: NOW + days(630),
      next: { planId: ESSENCIAL, startsAt: NOW + days(630), expiresAt: NOW + days(660) },
    });
  });

  it('is in force until the last millisecond of its period', () => {
    const only = [period(ESSENCIAL, NOW - days(30), NOW + 1)];
    expect(planInForce(only, NOW)?.planId).toBe(ESSENCIAL);
    expect(planInForce(only, NOW + 1)).toBeNull();
  });
});

describe('days remaining and dates', () => {
  it('rounds up, counts the last hours as one day and never goes below 0', () => {
    expect(daysRemaining(NOW + days(30), NOW)).toBe(30);
    expect(daysRemaining(NOW + days(29) + 1, NOW)).toBe(30);
    expect(daysRemaining(NOW + 60_000, NOW)).toBe(1);
    expect(daysRemaining(NOW, NOW)).toBe(0);
    expect(daysRemaining(NOW - days(3), NOW)).toBe(0);
  });

  it('writes dates as DD/MM/AAAA in Brasília time, even late at night UTC', () => {
    expect(formatDateBrasilia(Date.UTC(2026, 11, 24, 12, 0))).toBe('24/12/2026');
    // 02:00 UTC on the 25th is still 23:00 on the 24th in Brasília.
    expect(formatDateBrasilia(Date.UTC(2026, 11, 25, 2, 0))).toBe('24/12/2026');
  });
});
