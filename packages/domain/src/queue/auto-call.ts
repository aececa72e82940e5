import type { QueueStatus } from './queue-types';

/**
 * Whether an automatic call is due (decision 023). The reason is shown in the establishment's status
 * panel, so every state has a Portuguese sentence. Time is a parameter: the server's scheduler
 * passes its clock, tests pass fixed numbers.
 */

export const DEFAULT_CALL_INTERVAL_MINUTES = 5;
export const MIN_CALL_INTERVAL_MINUTES = 1;
export const MAX_CALL_INTERVAL_MINUTES = 60;

const MINUTE_MS = 60_000;

export interface AutoCallState {
  due: boolean;
  reason: string;
  /** When the next automatic call is (or was) due; null when no automatic call is pending. */
  nextDueAtMs: number | null;
}

export function autoCallState(input: {
  enabled: boolean;
  status: QueueStatus;
  waitingTickets: number;
  intervalMinutes: number;
  lastCallAtMs: number | null;
  enabledAtMs: number | null;
  /** When the earliest of the people waiting joined (null when nobody waits or it is unknown). */
  waitingSinceMs: number | null;
  nowMs: number;
}): AutoCallState {
  if (!input.enabled) return { due: false, reason: 'Chamada automática desativada', nextDueAtMs: null };
  if (input.status !== 'ativa') return { due: false, reason: 'A fila não está ativa', nextDueAtMs: null };
  if (input.waitingTickets <= 0) return { due: false, reason: 'Não há clientes na fila', nextDueAtMs: null };

  // The interval counts from the latest of the last call (manual ones too), the moment it was enabled and
  // the first join since the queue was empty (decision 023): turning the feature on never fires a call at
  // once because of an old last call, and whoever joins an empty queue sees their place for one full
  // interval before being called.
  const starts = [input.lastCallAtMs, input.enabledAtMs, input.waitingSinceMs].filter(
    (t): t is number => t !== null,
  );
  const nextDueAtMs =
    starts.length === 0 ? input.nowMs : Math.max(...starts) + intervalMs(input.intervalMinutes);
  if (input.nowMs >= nextDueAtMs) {
    return { due: true, reason: 'Pronto para chamar o próximo cliente', nextDueAtMs };
  }
  return {
    due: false,
    reason: nextCallText(nextDueAtMs, input.nowMs),
    nextDueAtMs,
  };
}

/**
 * 'Próxima chamada em 3 min' (minutes rounded up, so it never says 0 while the call is pending) or
 * 'Próxima chamada em menos de 1 min'; the status panel recomputes it every few seconds.
 */
export function nextCallText(nextDueAtMs: number, nowMs: number): string {
  const remainingMs = nextDueAtMs - nowMs;
  if (remainingMs <= 0) return 'Pronto para chamar o próximo cliente';
  if (remainingMs < MINUTE_MS) return 'Próxima chamada em menos de 1 min';
  return `Próxima chamada em ${Math.ceil(remainingMs / MINUTE_MS)} min`;
}

/** A stored interval outside 1..60 (old rows, manual edits) is clamped rather than trusted. */
function intervalMs(intervalMinutes: number): number {
  const minutes = Number.isFinite(intervalMinutes) ? intervalMinutes : DEFAULT_CALL_INTERVAL_MINUTES;
  return Math.min(MAX_CALL_INTERVAL_MINUTES, Math.max(MIN_CALL_INTERVAL_MINUTES, minutes)) * MINUTE_MS;
}
