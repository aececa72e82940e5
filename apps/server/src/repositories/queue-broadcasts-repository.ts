import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

export interface QueueBroadcastRow {
  broadcast_message: string | null;
  broadcast_at: number | null;
  broadcast_expires_at: number | null;
}

/** 'Aviso para a fila' read for several queues at once (Minhas Filas); written through the queue's mutation. */
export class QueueBroadcastsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async ofQueues(queueIds: readonly number[]): Promise<Map<number, QueueBroadcastRow>> {
    if (queueIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('queues')
      .select(['id', 'broadcast_message', 'broadcast_at', 'broadcast_expires_at'])
      .where('id', 'in', [...queueIds])
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }
}
