import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

/** 'Aviso para a fila' of several queues at once (Minhas Filas); written through the queue's mutation. */
export async function broadcastsOfQueues(db: Kysely<Database>, queueIds: readonly number[]) {
  if (queueIds.length === 0)
    return new Map<
      number,
      { broadcast_message: string | null; broadcast_at: number | null; broadcast_expires_at: number | null }
    >();
  const rows = await db
    .selectFrom('queues')
    .select(['id', 'broadcast_message', 'broadcast_at', 'broadcast_expires_at'])
    .where('id', 'in', [...queueIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}
