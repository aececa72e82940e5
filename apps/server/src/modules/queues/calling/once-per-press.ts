import { PRESS_KEY_REUSED } from '@vez/domain';
import type { AppServices } from '../../../app-services';
import { conflict } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { type MutationServices, mutateQueue, type QueueWork } from '../mutate-queue';
import { assertOwner } from '../queue-access';

/** A press at the counter: its idempotency key and what it does ('call', 'recall:12', …). */
export interface Press {
  key: string;
  action: string;
}

/**
 * Makes a queue change happen once per press (decision 051). Runs inside the queue's mutation, so under
 * the same lock (and transaction) as the change: the first request with a key acts and records its
 * answer with the change; a repeat (a double click, a retry after a lost answer, on any instance) reads
 * that answer back and changes nothing — no version, no event, no second call. A refusal records
 * nothing, so the same key may try again.
 */
export function oncePerPress<T>(
  services: Pick<AppServices, 'presses'>,
  press: Press | undefined,
  work: QueueWork<T>,
): QueueWork<T> {
  if (!press) return work;
  return async (trx, queue, now) => {
    const earlier = await services.presses.find(queue.id, press.key, trx);
    if (earlier) {
      if (earlier.action !== press.action) throw conflict(PRESS_KEY_REUSED);
      return { result: JSON.parse(earlier.answer) as T, queue: {}, change: null };
    }
    const mutation = await work(trx, queue, now);
    await services.presses.record(
      {
        queue_id: queue.id,
        press_key: press.key,
        action: press.action,
        answer: JSON.stringify(mutation.result),
        ticket_id: mutation.change?.ticketId ?? null,
        created_at: now,
      },
      trx,
    );
    return mutation;
  };
}

/**
 * A press of the queue's owner on one of its tickets ('Chamar novamente', 'Não compareceu', 'Desfazer'):
 * through the queue's mutation path, the owner checked first (a stranger never reads another's answer,
 * whatever key they send), then once per key.
 */
export function ownerPress<T>(
  services: MutationServices & Pick<AppServices, 'presses'>,
  caller: Authenticated,
  queueId: number,
  press: Press | undefined,
  work: QueueWork<T>,
): Promise<T> {
  const once = oncePerPress(services, press, work);
  return mutateQueue(services, queueId, (trx, queue, now) => {
    assertOwner(caller, queue);
    return once(trx, queue, now);
  });
}
