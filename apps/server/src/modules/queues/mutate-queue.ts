import { retryWhileBusy } from '../../database/retry-while-busy';
import { notFound } from '../app-error';
import { enqueueInBatch } from './mutation-batches';
import type { MutationServices, QueueWork } from './queue-work';

export type { MutationServices, QueueMutation, QueueWork } from './queue-work';

/**
 * Every change to one queue goes through here (a join on PostgreSQL first tries one statement of its
 * own, join-in-one-statement.ts, and comes here when that writes nothing): one at a time per queue in this process, inside a
 * transaction that (on PostgreSQL) holds the queue row's lock, so concurrent requests on any instance
 * see each other's counters. The change is published only after it is committed.
 *
 * On SQLite, changes to one queue that arrive while another is being written share the next
 * transaction (group commit, mutation-batches.ts): each still runs alone against the state the previous
 * one left, and is answered only once the shared transaction is committed.
 */
export function mutateQueue<T>(services: MutationServices, queueId: number, work: QueueWork<T>): Promise<T> {
  if (services.database.dialect === 'sqlite') return enqueueInBatch(services, queueId, work);
  return services.queueMutex.run(queueId, () => retryWhileBusy(() => applyOnce(services, queueId, work)));
}

async function applyOnce<T>(services: MutationServices, queueId: number, work: QueueWork<T>): Promise<T> {
  const now = services.clock.now();
  const { result, version, change } = await services.database.db.transaction().execute(async (trx) => {
    const queue = await services.queues.lockById(trx, queueId, true);
    if (!queue) throw notFound('Fila não encontrada');
    const mutation = await work(trx, queue, now);
    if (!mutation.change) return { result: mutation.result, version: queue.version, change: null };
    const version = queue.version + 1;
    await services.queues.update(queueId, { ...mutation.queue, updated_at: now }, version, trx);
    return { result: mutation.result, version, change: mutation.change };
  });
  // Not awaited: the change is committed whatever happens to the announcement. A bus that fails (Redis
  // down) logs it; watchers catch up with the next change's version.
  if (change) void services.bus.publish({ queueId, version, at: now, ...change });
  return result;
}
