import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema';

export interface JoinStatementInput {
  queueId: number;
  clientId: number;
  groupSize: number;
  name: string;
  phone: string;
  email: string;
  groupMembers: string;
  joinedAt: number;
  /** The wait basis the quote is made from, and the queue's columns it was read at. */
  basis: { minutes: number; lastCallAt: number | null; queueMinutesPerPosition: number };
}

export interface JoinStatementResult {
  ticketId: number;
  position: number;
  version: number;
}

/**
 * PostgreSQL only: a join as one statement, committed on its own. The queue row is updated first (its
 * lock taken and, with autocommit, released at the statement's commit), and the ticket takes the slot,
 * sequence and position the update hands over. Nothing is written when the queue is not open, has no
 * room, or has had a call (or a new estimate) since the wait basis was read: no row comes back, and the
 * caller takes the general path, which says why or quotes from a fresh basis.
 */
export async function joinInOneStatement(
  db: Kysely<Database>,
  input: JoinStatementInput,
): Promise<JoinStatementResult | undefined> {
  const { rows } = await sql<JoinStatementResult>`
    WITH q AS (
      UPDATE queues SET
        next_slot = next_slot + 1,
        next_seq = next_seq + 1,
        waiting_tickets = waiting_tickets + 1,
        waiting_people = waiting_people + ${input.groupSize},
        occupied_positions = occupied_positions + 1,
        version = version + 1,
        updated_at = ${input.joinedAt}
      WHERE id = ${input.queueId} AND status = 'ativa'
        AND (limited = 0 OR max_members IS NULL OR waiting_people + ${input.groupSize} <= max_members)
        AND last_call_at IS NOT DISTINCT FROM ${input.basis.lastCallAt}::bigint
        AND minutes_per_position = ${input.basis.queueMinutesPerPosition}
      RETURNING id, next_slot - 1 AS slot, next_seq - 1 AS seq, occupied_positions AS position, version
    ), t AS (
      INSERT INTO tickets (queue_id, client_id, slot, seq, status, name, phone, email, group_size,
        group_members, paid_advance, joined_at, called_at, left_at, closed_at, quoted_wait_minutes)
      SELECT id, ${input.clientId}, slot, seq, 'waiting', ${input.name}, ${input.phone}, ${input.email},
        ${input.groupSize}, ${input.groupMembers}, 0, ${input.joinedAt}, NULL, NULL, NULL,
        GREATEST(0, ROUND(((position - 1) * ${input.basis.minutes}::float8)::numeric))::int
      FROM q
      RETURNING id
    )
    SELECT t.id AS "ticketId", q.position, q.version FROM q CROSS JOIN t`.execute(db);
  return rows[0];
}
