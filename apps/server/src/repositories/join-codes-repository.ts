import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The queues' short public codes (decision 026). Nothing on a queue's hot path reads them. */
export class JoinCodesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The queue's current code, if it has one. */
  currentOf(queueId: number, executor: Executor = this.db) {
    return executor
      .selectFrom('queue_join_codes')
      .selectAll()
      .where('queue_id', '=', queueId)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
  }

  /** Any code, current or retired. */
  find(code: string, executor: Executor = this.db) {
    return executor.selectFrom('queue_join_codes').selectAll().where('code', '=', code).executeTakeFirst();
  }

  /** Retires the queue's current code (if any): from now on it answers 'out of date'. */
  async retireCurrent(queueId: number, now: number, executor: Executor) {
    await executor
      .updateTable('queue_join_codes')
      .set({ retired_at: now })
      .where('queue_id', '=', queueId)
      .where('retired_at', 'is', null)
      .execute();
  }

  /** A new current code; refused by the database (unique) when the code exists or the queue has one. */
  async insert(row: { code: string; queue_id: number; created_at: number }, executor: Executor) {
    await executor
      .insertInto('queue_join_codes')
      .values({ ...row, retired_at: null })
      .execute();
  }
}
