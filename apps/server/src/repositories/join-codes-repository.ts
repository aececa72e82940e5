import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The queues' short public codes (decision 026). Used straight from the use cases with the database
 * handle, like the called tickets: nothing on a queue's hot path reads them.
 */
export const joinCodes = {
  /** The queue's current code, if it has one. */
  currentOf(db: Executor, queueId: number) {
    return db
      .selectFrom('queue_join_codes')
      .selectAll()
      .where('queue_id', '=', queueId)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
  },

  /** Any code, current or retired. */
  find(db: Executor, code: string) {
    return db.selectFrom('queue_join_codes').selectAll().where('code', '=', code).executeTakeFirst();
  },

  /** Retires the queue's current code (if any): from now on it answers 'out of date'. */
  async retireCurrent(db: Executor, queueId: number, now: number) {
    await db
      .updateTable('queue_join_codes')
      .set({ retired_at: now })
      .where('queue_id', '=', queueId)
      .where('retired_at', 'is', null)
      .execute();
  },

  /** A new current code; refused by the database (unique) when the code exists or the queue has one. */
  async insert(db: Executor, row: { code: string; queue_id: number; created_at: number }) {
    await db
      .insertInto('queue_join_codes')
      .values({ ...row, retired_at: null })
      .execute();
  },
};
