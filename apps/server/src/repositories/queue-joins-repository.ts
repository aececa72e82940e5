import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, TicketOriginColumn } from '../database/schema';
import { JOIN_COLUMNS, type JoinTicket } from './tickets-repository';

/** Who joins which queue, as a join writes it. */
export interface Joiner {
  queueId: number;
  /** Null for a person without an account (decision 068). */
  clientId: number | null;
  origin: TicketOriginColumn;
  /** A guest ticket's salt, which makes its link with the server's secret (guest-link.ts); null for an account's ticket. */
  linkSalt: string | null;
  /**
   * A guest who joins by themselves (the QR link, a kiosk): the queue must allow guests and, when it
   * asks for one, the guest must have given a phone. The counter adds anyone.
   */
  selfService: boolean;
  groupSize: number;
  name: string;
  phone: string;
  email: string;
  groupMembers: string;
}

export interface JoinStatementInput extends Joiner {
  joinedAt: number;
  /** The wait basis the quote is made from, and the queue's columns it was read at. */
  basis: { minutes: number; lastCallAt: number | null; queueMinutesPerPosition: number };
}

export interface JoinStatementResult {
  ticketId: number;
  position: number;
  version: number;
  quotedWaitMinutes: number;
}

/** PostgreSQL only: a join as one statement, committed on its own (decision 041). */
export class QueueJoinsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The queue row is updated first (its lock taken and, with autocommit, released at the statement's
   * commit), and the ticket takes the slot, sequence and position the update hands over. Nothing is
   * written, and undefined comes back, when the queue is not open, has no room, refuses this guest, or has
   * had a call (or a new estimate) since the wait basis was read. A second waiting ticket for the client fails on the
   * unique index and takes the update back with it.
   */
  async joinInOneStatement(input: JoinStatementInput): Promise<JoinStatementResult | undefined> {
    // Every column a join writes (JOIN_COLUMNS), so this statement cannot drift from the general insert.
    const values: Record<keyof JoinTicket, RawBuilder<unknown>> = {
      queue_id: sql`id`,
      client_id: sql`${input.clientId}`,
      slot: sql`slot`,
      seq: sql`seq`,
      status: sql`'waiting'`,
      name: sql`${input.name}`,
      phone: sql`${input.phone}`,
      email: sql`${input.email}`,
      group_size: sql`${input.groupSize}`,
      group_members: sql`${input.groupMembers}`,
      paid_advance: sql`0`,
      joined_at: sql`${input.joinedAt}`,
      called_at: sql`NULL`,
      left_at: sql`NULL`,
      closed_at: sql`NULL`,
      // estimatedWaitMinutes (domain) in float8: Math.round is floor(x + 0.5), never below 0.
      quoted_wait_minutes: sql`GREATEST(0, floor((position - 1) * ${input.basis.minutes}::float8 + 0.5))::int`,
      origin: sql`${input.origin}`,
      link_hash: sql`null`,
      link_salt: sql`${input.linkSalt}`,
    };
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
          AND (${input.selfService} = false
            OR (guests_allowed = 1 AND (guest_phone_required = 0 OR ${input.phone} <> '')))
        RETURNING id, next_slot - 1 AS slot, next_seq - 1 AS seq, occupied_positions AS position, version
      ), t AS (
        INSERT INTO tickets (${sql.join(JOIN_COLUMNS.map((column) => sql.ref(column)))})
        SELECT ${sql.join(JOIN_COLUMNS.map((column) => values[column]))} FROM q
        RETURNING id, quoted_wait_minutes
      )
      SELECT t.id AS "ticketId", q.position, q.version, t.quoted_wait_minutes AS "quotedWaitMinutes"
      FROM q CROSS JOIN t`.execute(this.db);
    return rows[0];
  }
}
