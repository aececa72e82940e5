import type { QueueStatus } from './queue-types';

/**
 * Scheduled opening (DESIGN §2): a queue created with abrir_agora = false and a future
 * horario_abertura is shown as closed until that local time today, then opens by itself.
 * The server's scheduler asks isOpeningDue and, when true, opens the queue and records openedAt.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Brasília time (UTC-3, no daylight saving since 2019), the product's default zone. */
export const BRASILIA_OFFSET_MINUTES = -180;

/** Minutes since midnight of 'HH:MM' (or 'HH:MM:SS' as databases return it); null when invalid. */
export function openingTimeMinutes(time: string | null): number | null {
  if (time === null) return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/.exec(time.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Minutes since local midnight at `nowMs` in a zone `timeZoneOffsetMinutes` from UTC. */
export function localMinutesOfDay(nowMs: number, timeZoneOffsetMinutes: number): number {
  const localMs = nowMs + timeZoneOffsetMinutes * MINUTE_MS;
  // ((x % d) + d) % d keeps the result in 0..d-1 for instants before the epoch too.
  return Math.floor((((localMs % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
}

export interface OpeningInput {
  status: QueueStatus;
  openNow: boolean;
  openingTime: string | null;
  openedAtMs: number | null;
  nowMs: number;
  timeZoneOffsetMinutes: number;
}

/**
 * True when a queue still waiting for its opening time has reached it. Queues opened at creation,
 * already opened, closed, or without a valid opening time never become due (nothing is scheduled).
 */
export function isOpeningDue(input: OpeningInput): boolean {
  if (input.status === 'encerrada' || input.openNow || input.openedAtMs !== null) return false;
  const opening = openingTimeMinutes(input.openingTime);
  if (opening === null) return false;
  return localMinutesOfDay(input.nowMs, input.timeZoneOffsetMinutes) >= opening;
}

/** True while a scheduled queue must be shown as closed (it has an opening time not yet reached). */
export function isAwaitingOpening(input: OpeningInput): boolean {
  if (input.status === 'encerrada' || input.openNow || input.openedAtMs !== null) return false;
  return openingTimeMinutes(input.openingTime) !== null && !isOpeningDue(input);
}
