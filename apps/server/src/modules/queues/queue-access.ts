import type { AppServices } from '../../app-services';
import type { QueueRow } from '../../repositories/queues-repository';
import { forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';

export const NOT_FOUND = 'Fila não encontrada';
export const ONLY_OWNER = 'Acesso negado. Apenas o estabelecimento dono da fila pode gerenciá-la.';

export function isOwner(caller: Authenticated | null, queue: QueueRow): boolean {
  return caller?.userType === 'estabelecimento' && caller.userId === queue.establishment_id;
}

/** Loads a queue the caller must own; the same 404 for a missing queue as for any other failure to find it. */
export async function loadOwnedQueue(
  services: Pick<AppServices, 'queues'>,
  caller: Authenticated,
  queueId: number,
) {
  const queue = await services.queues.findById(queueId);
  if (!queue) throw notFound(NOT_FOUND);
  if (!isOwner(caller, queue)) throw forbidden(ONLY_OWNER);
  return queue;
}

export function assertOwner(caller: Authenticated, queue: QueueRow): void {
  if (!isOwner(caller, queue)) throw forbidden(ONLY_OWNER);
}
