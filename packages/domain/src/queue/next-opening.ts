import { openingTimeMinutes } from './opening';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The moment a queue scheduled for 'HH:MM' (local time at the given UTC offset) opens: the next
 * occurrence of that time from `nowMs`, today if it is still ahead, else tomorrow. An evening setup for
 * "08:00" therefore opens the next morning instead of at once. null for an invalid time.
 */
export function nextOpeningAt(time: string, nowMs: number, timeZoneOffsetMinutes: number): number | null {
  const opening = openingTimeMinutes(time);
  if (opening === null) return null;
  const localNow = nowMs + timeZoneOffsetMinutes * MINUTE_MS;
  const localMidnight = Math.floor(localNow / DAY_MS) * DAY_MS;
  let localOpening = localMidnight + opening * MINUTE_MS;
  if (localOpening <= localNow) localOpening += DAY_MS;
  return localOpening - timeZoneOffsetMinutes * MINUTE_MS;
}
