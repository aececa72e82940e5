import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** The presses at the counter by their idempotency key (decision 051). */
export class QueuePressesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(queueId: number, key: string, executor: Executor) {
    return executor
      .selectFrom('queue_presses')
      .select(['action', 'answer'])
      .where('queue_id', '=', queueId)
      .where('press_key', '=', key)
      .executeTakeFirst();
  }

  async record(
    row: {
      queue_id: number;
      press_key: string;
      action: string;
      answer: string;
      ticket_id: number | null;
      created_at: number;
    },
    executor: Executor,
  ): Promise<void> {
    await executor.insertInto('queue_presses').values(row).execute();
  }

  /** A deleted client's presses go: their answers name them (LGPD, decision 017). */
  async eraseOfClient(clientId: number): Promise<void> {
    await this.db
      .deleteFrom('queue_presses')
      .where('ticket_id', 'in', (eb) =>
        eb.selectFrom('tickets').select('id').where('client_id', '=', clientId),
      )
      .execute();
  }

  /** Keys are kept a day: long enough for any retry, short enough to keep the table small. */
  async pruneBefore(before: number): Promise<number> {
    const result = await this.db
      .deleteFrom('queue_presses')
      .where('created_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
