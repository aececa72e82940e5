import { isOpenQueue, type OpenQueueLimit, openQueueLimitText } from '@vez/domain';
import type { ManagedQueue } from './api/queue-management-api';

/** The plan's limit of open queues against the open ones now (decision 058); null without a limit. */
export interface OpenQueueLimitState {
  /** 'Sem plano, o estabelecimento pode manter 1 fila aberta…': the words of the server's refusal. */
  text: string;
  open: number;
  max: number;
  full: boolean;
}

/** From Gerenciar Filas' list and the limit it came with: no request of its own. */
export function openQueueLimitState(
  queues: readonly Pick<ManagedQueue, 'status'>[],
  limit: OpenQueueLimit | null,
): OpenQueueLimitState | null {
  if (!limit || limit.maximo === null) return null;
  const text = openQueueLimitText(limit.planoId);
  if (!text) return null;
  const open = queues.filter((queue) => isOpenQueue(queue.status)).length;
  return { text, open, max: limit.maximo, full: open >= limit.maximo };
}

/**
 * Scheduled queues whose time has come and that have not opened: the plan's limit keeps them until a
 * queue closes or the plan grows (the scheduler opens them then; decision 058).
 */
export function heldQueues<T extends Pick<ManagedQueue, 'status' | 'abre_em'>>(
  queues: readonly T[],
  now: number = Date.now(),
): T[] {
  return queues.filter(
    (queue) => queue.status === 'agendada' && queue.abre_em !== null && Date.parse(queue.abre_em) <= now,
  );
}
