import { brasiliaDay } from '../reports/report-period';
import { type PlanId, planOf } from './plan-catalogue';

export const DAY_MS = 86_400_000;

/** One paid (or carried-over) stretch of a plan; periods of one establishment never overlap. */
export interface PlanPeriod {
  id: number;
  planId: PlanId;
  startsAt: number;
  expiresAt: number;
}

export interface PlanPlacement {
  /** The bought period. */
  period: { planId: PlanId; startsAt: number; expiresAt: number };
  /** Existing periods that move later (to make room for a higher plan), with their new times. */
  moved: PlanPeriod[];
  /**
   * The unused rest of a lower plan in force when a higher one is bought: the period in force ends now
   * (`endsNow`) and its rest is carried behind the new one, so nothing paid is lost.
   */
  carried: { endsNow: number; rest: { planId: PlanId; startsAt: number; expiresAt: number } } | null;
}

/**
 * Where a purchase of `planId` goes on an establishment's timeline (decision 015):
 * - the new period follows the unbroken run of periods of the same or a higher plan that starts now
 *   (renewing the plan in force extends from its expiry; a lower plan waits for a higher one to end);
 * - a higher plan therefore starts at once over a lower one in force, and every period after it moves
 *   later by the new period's length (the lower plan's unused time is carried behind it).
 * `periods` are the establishment's periods that have not ended yet (expiresAt > now).
 */
export function placePurchase(periods: readonly PlanPeriod[], planId: PlanId, now: number): PlanPlacement {
  const tier = planOf(planId).tier;
  const length = planOf(planId).durationDays * DAY_MS;
  const sorted = [...periods].filter((p) => p.expiresAt > now).sort((a, b) => a.startsAt - b.startsAt);

  let cursor = now;
  let index = 0;
  while (index < sorted.length) {
    const period = sorted[index] as PlanPeriod;
    if (period.startsAt > cursor || planOf(period.planId).tier < tier) break;
    cursor = period.expiresAt;
    index++;
  }

  const rest = sorted.slice(index);
  const straddling = rest[0] && rest[0].startsAt < cursor ? rest[0] : null;
  const carried = straddling
    ? {
        endsNow: cursor,
        rest: {
          planId: straddling.planId,
          startsAt: cursor + length,
          expiresAt: straddling.expiresAt + length,
        },
      }
    : null;
  const moved = rest
    .filter((period) => period !== straddling && period.startsAt >= cursor)
    // Only what the new period overlaps needs to move; a later gap (there is none by construction) stays.
    .map((period) => ({
      ...period,
      startsAt: period.startsAt + length,
      expiresAt: period.expiresAt + length,
    }));
  return { period: { planId, startsAt: cursor, expiresAt: cursor + length }, moved, carried };
}

export interface PlanInForce {
  planId: PlanId;
  /** When the plan in force stops: the end of its unbroken run of periods (renewals included). */
  expiresAt: number;
  /** What follows it at once, if anything is already bought (a lower plan after a higher one). */
  next: { planId: PlanId; startsAt: number; expiresAt: number } | null;
}

/** The plan in force at `now`, or null when the establishment has none (never had one, or it lapsed). */
export function planInForce(periods: readonly PlanPeriod[], now: number): PlanInForce | null {
  const sorted = [...periods].sort((a, b) => a.startsAt - b.startsAt);
  const currentIndex = sorted.findIndex((p) => p.startsAt <= now && p.expiresAt > now);
  if (currentIndex < 0) return null;
  const current = sorted[currentIndex] as PlanPeriod;
  let expiresAt = current.expiresAt;
  let index = currentIndex + 1;
  for (; index < sorted.length; index++) {
    const period = sorted[index] as PlanPeriod;
    if (period.startsAt > expiresAt || period.planId !== current.planId) break;
    expiresAt = Math.max(expiresAt, period.expiresAt);
  }
  const following = sorted[index];
  const next =
    following && following.startsAt <= expiresAt
      ? { planId: following.planId, startsAt: following.startsAt, expiresAt: runEnd(sorted, index) }
      : null;
  return { planId: current.planId, expiresAt, next };
}

/** The end of the unbroken run of one plan's periods starting at `from`. */
function runEnd(sorted: readonly PlanPeriod[], from: number): number {
  const first = sorted[from] as PlanPeriod;
  let end = first.expiresAt;
  for (let i = from + 1; i < sorted.length; i++) {
    const period = sorted[i] as PlanPeriod;
    if (period.startsAt > end || period.planId !== first.planId) break;
    end = period.expiresAt;
  }
  return end;
}

/** Whole days left, rounded up, never below 0: the last hours of the last day count as 1. */
export function daysRemaining(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / DAY_MS));
}

/**
 * DD/MM/AAAA in Brasília time, for expiry dates on screens and in e-mails. Written from the day as the
 * reports count it (UTC-3, report-period.ts), not with Intl: a screen's first Intl object costs it the
 * browser's locale data (decision 034).
 */
export function formatDateBrasilia(epochMs: number): string {
  const [year, month, day] = brasiliaDay(epochMs).split('-');
  return `${day}/${month}/${year}`;
}
