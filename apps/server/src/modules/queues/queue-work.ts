import type { Transaction, Updateable } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database, QueuesTable } from '../../database/schema';
import type { QueueChangeType } from '../../events/queue-change';
import type { QueueRow } from '../../repositories/queues-repository';

// The shapes shared by mutate-queue.ts and its SQLite group commit (mutation-batches.ts), kept apart so
// neither imports the other's types.

export interface QueueMutation<T> {
  result: T;
  /** Column changes of the queue row (counters, status); the version is bumped with them. */
  queue: Updateable<QueuesTable>;
  /** What to announce; null when nothing changed (no version bump, no event). */
  change: { type: QueueChangeType; ticketId?: number } | null;
}

export type QueueWork<T> = (
  trx: Transaction<Database>,
  queue: QueueRow,
  now: number,
) => Promise<QueueMutation<T>>;

export type MutationServices = Pick<AppServices, 'database' | 'queues' | 'queueMutex' | 'bus' | 'clock'>;
