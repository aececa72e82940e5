/**
 * Direct database seed of the bench data, with the server's own connection, migrations, schema and
 * token signer: accounts, sessions (rows plus JWTs signed exactly as start-session.ts does), queues
 * and waiting tickets whose slot/seq and queue counters are what joins would have left behind.
 */

import { randomUUID } from 'node:crypto';
import { establishmentSearchText } from '@vez/domain';
import BetterSqlite3 from 'better-sqlite3';
import { type Insertable, sql } from 'kysely';
import { SessionTokens } from '../apps/server/src/auth/session-tokens';
import { type DatabaseHandle, openSqlite } from '../apps/server/src/database/connection';
import { migrateToLatest } from '../apps/server/src/database/migrate';
import type {
  Database,
  EstablishmentsTable,
  QueueStatusColumn,
  QueuesTable,
  SessionsTable,
  TicketsTable,
  UsersTable,
} from '../apps/server/src/database/schema';

export interface BenchClient {
  id: number;
  name: string;
  email: string;
}

/** Nobody logs in with a password in the bench: sessions are minted directly. */
const NO_PASSWORD = 'bench-sem-senha';
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
const CATEGORIES = ['Restaurante', 'Barbearia', 'Saúde', 'Academia'];
/** Rows per INSERT: well under SQLite's limit of bound parameters for our widest table. */
const CHUNK = 1000;

export class BenchSeed {
  private readonly tokens: SessionTokens;
  readonly now = Date.now();
  private counter = 0;

  private constructor(
    private readonly handle: DatabaseHandle,
    jwtSecret: string,
  ) {
    this.tokens = new SessionTokens(jwtSecret);
  }

  static async open(file: string, jwtSecret: string): Promise<BenchSeed> {
    return BenchSeed.onDatabase(openSqlite(file), jwtSecret);
  }

  /** Any database the server can run on (a fresh PostgreSQL database for the PostgreSQL scenarios). */
  static async onDatabase(handle: DatabaseHandle, jwtSecret: string): Promise<BenchSeed> {
    await migrateToLatest(handle.db);
    return new BenchSeed(handle, jwtSecret);
  }

  private get db() {
    return this.handle.db;
  }

  /**
   * PostgreSQL: the planner statistics a running deployment has (autovacuum keeps them). Seeded in bulk
   * seconds before the load, the tables have none, and the planner then guesses: updating one ticket by
   * id walked every pending ticket through a partial index, on every notice.
   */
  async analyze(): Promise<void> {
    if (this.handle.dialect === 'postgres') await sql`analyze`.execute(this.db);
  }

  private async insertChunked<T extends keyof Database>(
    table: T,
    rows: Insertable<Database[T]>[],
  ): Promise<number[]> {
    const ids: number[] = [];
    await this.db.transaction().execute(async (trx) => {
      for (let from = 0; from < rows.length; from += CHUNK) {
        const chunk = rows.slice(from, from + CHUNK);
        // biome-ignore lint/suspicious/noExplicitAny: generic over the tables that have an integer id
        const inserted = await (trx.insertInto(table) as any).values(chunk).returning('id').execute();
        for (const row of inserted as { id: number }[]) ids.push(row.id);
      }
    });
    return ids;
  }

  /** `count` client accounts with unique documents and e-mails. */
  async clients(count: number, label: string): Promise<BenchClient[]> {
    const rows: Insertable<UsersTable>[] = [];
    for (let i = 0; i < count; i += 1) {
      const n = ++this.counter;
      rows.push({
        name: `Cliente ${label} ${n}`,
        cpf: `bench-${n}`,
        birth_date: '1990-03-15',
        phone: '11987654321',
        email: `cliente${n}@bench.exemplo.com`,
        password_hash: NO_PASSWORD,
        cep: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        district: 'Bela Vista',
        city: 'São Paulo',
        uf: 'SP',
        created_at: this.now,
        updated_at: this.now,
      });
    }
    const ids = await this.insertChunked('users', rows);
    return ids.map((id, i) => ({ id, name: rows[i]?.name as string, email: rows[i]?.email as string }));
  }

  /** `count` establishments, categories in turn; returns their ids. */
  async establishments(count: number): Promise<number[]> {
    const rows: Insertable<EstablishmentsTable>[] = [];
    for (let i = 0; i < count; i += 1) {
      const n = ++this.counter;
      const legalName = `Estabelecimento ${String(n).padStart(6, '0')} LTDA`;
      rows.push({
        legal_name: legalName,
        search_text: establishmentSearchText({ nome_empresa: legalName }),
        cnpj: `bench-${n}`,
        email: `empresa${n}@bench.exemplo.com`,
        password_hash: NO_PASSWORD,
        phone: '1133334444',
        cep: '01310100',
        street: 'Rua Augusta',
        number: String(100 + i),
        district: 'Consolação',
        city: 'São Paulo',
        uf: 'SP',
        description: 'Estabelecimento criado pelo benchmark',
        category: CATEGORIES[i % CATEGORIES.length] as string,
        created_at: this.now,
        updated_at: this.now,
      });
    }
    return this.insertChunked('establishments', rows);
  }

  async queue(establishmentId: number, name: string, status: QueueStatusColumn = 'ativa'): Promise<number> {
    const row: Insertable<QueuesTable> = {
      establishment_id: establishmentId,
      name,
      description: '',
      status,
      queue_type: 'preferencial',
      limited: 0,
      max_members: null,
      open_now: 1,
      opening_time: '00:00',
      auto_call: 0,
      call_interval_minutes: 5,
      auto_call_since: null,
      last_call_at: null,
      minutes_per_position: 5,
      advance_price_cents: 1000,
      max_advances: 8,
      created_at: this.now,
      updated_at: this.now,
      opens_at: null,
      opened_at: status === 'ativa' ? this.now : null,
      closed_at: status === 'encerrada' ? this.now : null,
    };
    const [id] = await this.insertChunked('queues', [row]);
    return id as number;
  }

  /** A service point (issue 37) of the establishment serving these queues, as 'Novo ponto' makes it. */
  async servicePoint(establishmentId: number, name: string, queueIds: readonly number[]): Promise<number> {
    const [id] = await this.insertChunked('service_points', [
      {
        establishment_id: establishmentId,
        name,
        name_key: name.toLowerCase(),
        article: 'a',
        created_at: this.now,
        removed_at: null,
      },
    ]);
    await this.db
      .insertInto('service_point_queues')
      .values(queueIds.map((queueId) => ({ point_id: id as number, queue_id: queueId })))
      .execute();
    return id as number;
  }

  /**
   * Puts each client in the queue, in order, exactly as a sequence of individual joins would: ticket
   * i takes slot and seq `next_slot`/`next_seq` of the moment, and the queue's counters move on.
   */
  async waiting(queueId: number, clients: readonly BenchClient[]): Promise<void> {
    const queue = await this.db
      .selectFrom('queues')
      .selectAll()
      .where('id', '=', queueId)
      .executeTakeFirstOrThrow();
    const rows: Insertable<TicketsTable>[] = clients.map((client, i) => ({
      queue_id: queueId,
      client_id: client.id,
      slot: queue.next_slot + i,
      seq: queue.next_seq + i,
      status: 'waiting',
      name: client.name,
      phone: '11987654321',
      email: client.email,
      group_size: 1,
      group_members: '[]',
      paid_advance: 0,
      joined_at: this.now - (clients.length - i) * 1000,
      called_at: null,
      left_at: null,
      closed_at: null,
    }));
    await this.insertChunked('tickets', rows);
    await this.db
      .updateTable('queues')
      .set({
        next_slot: queue.next_slot + clients.length,
        next_seq: queue.next_seq + clients.length,
        waiting_tickets: queue.waiting_tickets + clients.length,
        waiting_people: queue.waiting_people + clients.length,
        occupied_positions: queue.occupied_positions + clients.length,
        version: queue.version + 1,
      })
      .where('id', '=', queueId)
      .execute();
  }

  /**
   * `count` finished tickets spread over the last `days` days, as years of real use leave them: arrivals
   * between 08:00 and 20:00 Brasília, 80 % served after 1–60 min (a tenth of those marked no-show), 20 %
   * left before their call; each carries the wait it was quoted. Written with one prepared statement in
   * a transaction (Kysely's per-row overhead would take minutes for a million rows).
   */
  historyTickets(
    file: string,
    queueIds: readonly number[],
    clientId: number,
    count: number,
    days: number,
  ): void {
    const raw = new BetterSqlite3(file);
    const insert = raw.prepare(
      `INSERT INTO tickets (queue_id, client_id, slot, seq, status, name, phone, email, group_size, group_members,
        paid_advance, joined_at, called_at, left_at, closed_at, quoted_wait_minutes, no_show_at)
       VALUES (?, ?, ?, ?, ?, 'Cliente Histórico', '11987654321', 'historico@bench.exemplo.com', 1, '[]', 0, ?, ?, ?, NULL, ?, ?)`,
    );
    let random = 20_261_124;
    const next = () => {
      // A small deterministic generator (mulberry32), so every run seeds the same history.
      random = (random + 0x6d2b79f5) | 0;
      let t = Math.imul(random ^ (random >>> 15), 1 | random);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
    const dayMs = 86_400_000;
    const todayStart = Math.floor((this.now - 3 * 3_600_000) / dayMs) * dayMs + 3 * 3_600_000;
    const write = raw.transaction(() => {
      for (let i = 0; i < count; i += 1) {
        const day = Math.floor(next() * days);
        const joined = todayStart - day * dayMs + 11 * 3_600_000 + Math.floor(next() * 12 * 3_600_000);
        const queueId = queueIds[i % queueIds.length] as number;
        const quoted = Math.floor(next() * 45);
        const seq = -(i + 1);
        if (next() < 0.8) {
          const called = joined + Math.floor((1 + next() * 59) * 60_000);
          const noShow = next() < 0.1 ? called + 60_000 : null;
          insert.run(queueId, clientId, seq, seq, 'called', joined, called, null, quoted, noShow);
        } else {
          insert.run(
            queueId,
            clientId,
            seq,
            seq,
            'left',
            joined,
            null,
            joined + Math.floor(next() * 30 * 60_000),
            quoted,
            null,
          );
        }
      }
    });
    write();
    raw.close();
  }

  /** A session row and its signed token per subject, as start-session.ts makes them. */
  async sessions(userType: 'cliente' | 'estabelecimento', subjectIds: readonly number[]): Promise<string[]> {
    const expiresAt = this.now + SESSION_TTL_MS;
    const rows: Insertable<SessionsTable>[] = subjectIds.map((subjectId) => ({
      id: randomUUID(),
      user_type: userType,
      subject_id: subjectId,
      created_at: this.now,
      expires_at: expiresAt,
      revoked_at: null,
      user_agent: 'vez-bench',
    }));
    await this.db.transaction().execute(async (trx) => {
      for (let from = 0; from < rows.length; from += CHUNK) {
        await trx
          .insertInto('sessions')
          .values(rows.slice(from, from + CHUNK))
          .execute();
      }
    });
    return Promise.all(
      rows.map((row) => this.tokens.sign({ sessionId: row.id, userType, userId: row.subject_id }, expiresAt)),
    );
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
