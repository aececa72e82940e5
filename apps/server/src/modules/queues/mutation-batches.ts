import type { Transaction } from 'kysely';
import { retryWhileBusy } from '../../database/retry-while-busy';
import { openSavepoint, releaseSavepoint, rollbackToSavepoint } from '../../database/savepoints';
import type { Database } from '../../database/schema';
import type { QueueChange } from '../../events/queue-change';
import type { QueueRow } from '../../repositories/queues-repository';
import { notFound } from '../app-error';
import type { MutationServices, QueueWork } from './queue-work';

/**
 * Group commit of one queue's changes on SQLite (decision 019). A commit costs as much as the rest of
 * a join together (it writes every touched page to the WAL), and the changes of one queue already run
 * one after another. So changes that arrive while the queue's previous transaction is being written wait
 * together and then share one transaction: each runs alone, in arrival order, inside a savepoint, against
 * the queue row as the previous one left it (so positions stay dense and exact); one that fails is
 * rolled back to its savepoint alone. Nobody is answered, and nothing is announced, before the shared
 * commit: an acknowledged change is exactly as durable as before.
 */

interface Pending {
  work: QueueWork<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; result: unknown; change: QueueChange | null } | { ok: false; error: unknown };

/** More would only make the first of them wait longer for its answer. */
const MAX_BATCH = 64;

/** Per database handle (one SQLite connection), the batch of each queue that has not started yet. */
const waitingByDatabase = new WeakMap<object, Map<number, Pending[]>>();

export function enqueueInBatch<T>(
  services: MutationServices,
  queueId: number,
  work: QueueWork<T>,
): Promise<T> {
  let waiting = waitingByDatabase.get(services.database);
  if (!waiting) {
    waiting = new Map();
    waitingByDatabase.set(services.database, waiting);
  }
  const byQueue = waiting;
  return new Promise<T>((resolve, reject) => {
    const pending = { work, resolve, reject } as Pending;
    const open = byQueue.get(queueId);
    if (open && open.length < MAX_BATCH) {
      open.push(pending);
      return;
    }
    const batch = [pending];
    byQueue.set(queueId, batch);
    // A request is handled start to finish in one go (SQLite answers synchronously), so nothing would
    // ever wait: the batch starts after the requests already received in this turn of the event loop
    // (setImmediate), and stays open until its transaction has begun; later arrivals start the next.
    const close = () => {
      if (byQueue.get(queueId) === batch) byQueue.delete(queueId);
    };
    setImmediate(
      () => void services.queueMutex.run(queueId, () => runBatch(services, queueId, batch, close)),
    );
  });
}

async function runBatch(
  services: MutationServices,
  queueId: number,
  batch: Pending[],
  close: () => void,
): Promise<void> {
  let outcomes: Outcome[];
  try {
    outcomes = await retryWhileBusy(() =>
      services.database.db.transaction().execute((trx) => {
        close();
        return applyAll(services, queueId, batch, trx);
      }),
    );
  } catch (error) {
    for (const pending of batch) pending.reject(error);
    return;
  }
  outcomes.forEach((outcome, i) => {
    const pending = batch[i] as Pending;
    if (!outcome.ok) {
      pending.reject(outcome.error);
      return;
    }
    // Not awaited: the change is committed whatever happens to the announcement. A bus that fails
    // (Redis down) logs it; watchers catch up with the next change's version.
    if (outcome.change) void services.bus.publish(outcome.change);
    pending.resolve(outcome.result);
  });
}

async function applyAll(
  services: MutationServices,
  queueId: number,
  batch: Pending[],
  trx: Transaction<Database>,
): Promise<Outcome[]> {
  let queue = await services.queues.lockById(trx, queueId, false);
  if (!queue) throw notFound('Fila não encontrada');
  // Alone, a change needs no savepoint: its failure rolls the whole transaction back, as it always did.
  const alone = batch.length === 1;
  const outcomes: Outcome[] = [];
  for (const pending of batch) {
    const now = services.clock.now();
    if (!alone) await openSavepoint(trx);
    try {
      const mutation = await pending.work(trx, queue, now);
      let change: QueueChange | null = null;
      if (mutation.change) {
        const version = queue.version + 1;
        await services.queues.update(queueId, { ...mutation.queue, updated_at: now }, version, trx);
        queue = withChanges(queue, mutation.queue, now, version);
        change = { queueId, version, at: now, ...mutation.change };
      }
      if (!alone) await releaseSavepoint(trx);
      outcomes.push({ ok: true, result: mutation.result, change });
    } catch (error) {
      if (alone || isBusy(error)) throw error;
      await rollbackToSavepoint(trx);
      await releaseSavepoint(trx);
      outcomes.push({ ok: false, error });
    }
  }
  return outcomes;
}

/** The queue row as the database now holds it, for the next change of the batch. */
function withChanges(queue: QueueRow, changes: object, now: number, version: number): QueueRow {
  const next: Record<string, unknown> = { ...queue };
  for (const [column, value] of Object.entries(changes)) if (value !== undefined) next[column] = value;
  return { ...(next as QueueRow), updated_at: now, version };
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * How many changes of one queue are gathered for its next transaction (not started yet): what a test that
 * holds the queue's lock waits on to know every request has arrived before it lets them run.
 */
export function changesGatheredFor(database: MutationServices['database'], queueId: number): number {
  return waitingByDatabase.get(database)?.get(queueId)?.length ?? 0;
}
