import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database, OutboxMessagesTable } from '../database/schema';

export type OutboxMessageRow = Selectable<OutboxMessagesTable>;
type Executor = Kysely<Database> | Transaction<Database>;
export type NewOutboxMessage = Omit<
  Insertable<OutboxMessagesTable>,
  'id' | 'attempts' | 'claim_token' | 'claimed_until' | 'sent_at' | 'failed_at' | 'last_error'
>;

/** Messages to be sent later, each under a unique key: writing the same key twice keeps the first. */
export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** True when this call wrote the message; false when its key was already there. */
  async enqueue(message: NewOutboxMessage, executor: Executor = this.db): Promise<boolean> {
    const result = await executor
      .insertInto('outbox_messages')
      .values(message)
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /**
   * How many guest-link messages a recipient was given since `since`: sent on joining, or sent again. The predicate is written out, not
   * bound, so both databases match it to the partial index that holds only those rows (migration 021).
   */
  async countGuestLinksTo(recipient: string, since: number, again: boolean): Promise<number> {
    const row = await this.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where(sql<boolean>`dedupe_key LIKE 'guest-link:%'`)
      .where(
        again ? sql<boolean>`dedupe_key LIKE '%:de-novo:%'` : sql<boolean>`dedupe_key NOT LIKE '%:de-novo:%'`,
      )
      .where('recipient', '=', recipient)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Takes up to `limit` due messages for this worker until `leaseUntil`. The claim is one UPDATE whose
   * condition is checked again on each row it writes, so two instances claiming at once never share a
   * message (PostgreSQL re-reads a row another transaction just claimed; SQLite has one writer).
   */
  async claimDue(now: number, leaseUntil: number, token: string, limit: number): Promise<OutboxMessageRow[]> {
    const claimable = (qb: Executor) =>
      qb
        .selectFrom('outbox_messages')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('available_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]));
    await this.db
      .updateTable('outbox_messages')
      .set({ claim_token: token, claimed_until: leaseUntil })
      .where('id', 'in', claimable(this.db).orderBy('id').limit(limit))
      // Checked again on the row written (PostgreSQL re-reads a row that changed meanwhile): a message
      // withdrawn while this claim waited is not taken.
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .execute();
    return this.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('claim_token', '=', token)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .orderBy('id')
      .execute();
  }

  /**
   * Renews this worker's claim on one message right before sending it; false when the lease ran out and
   * another instance may have taken it, or the message was withdrawn since the batch was claimed (then
   * this worker must not send it).
   */
  async renewClaim(id: number, token: string, now: number, leaseUntil: number): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox_messages')
      .set({ claimed_until: leaseUntil })
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .where('claimed_until', '>', now)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Records the send, only while this worker still holds the claim. */
  async markSent(id: number, token: string, now: number): Promise<void> {
    await this.db
      .updateTable('outbox_messages')
      .set({ sent_at: now, claimed_until: null, attempts: (eb) => eb('attempts', '+', 1) })
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .execute();
  }

  /**
   * A failed attempt: tried again at `retryAt`, or given up for good when `retryAt` is null. A message
   * withdrawn during the attempt stays withdrawn, with its reason: no retry brings it back.
   */
  async markFailed(id: number, token: string, now: number, retryAt: number | null, error: string) {
    await this.db
      .updateTable('outbox_messages')
      .set({
        attempts: (eb) => eb('attempts', '+', 1),
        available_at: retryAt ?? now,
        failed_at: retryAt === null ? now : null,
        claimed_until: null,
        claim_token: null,
        last_error: error.slice(0, 500),
      })
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .where('failed_at', 'is', null)
      .execute();
  }

  /**
   * Withdraws messages that no longer hold (a client called is no longer 'near'; a no-show is no longer
   * called): those under the key prefixes not sent yet. They stay as given up, with the reason, so the key
   * is never written again. A claimed one keeps its claim: the worker holding it renews the claim right
   * before sending and so skips it; only a send already under way goes out (and is recorded as sent).
   */
  async withdrawUnsent(keyPrefixes: string[], now: number, reason: string, executor: Executor = this.db) {
    let withdrawn = 0;
    // A closed queue may end hundreds of tickets: a bounded OR per statement.
    for (let start = 0; start < keyPrefixes.length; start += 100) {
      const prefixes = keyPrefixes.slice(start, start + 100);
      const result = await executor
        .updateTable('outbox_messages')
        .set({ failed_at: now, last_error: reason })
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where((eb) => eb.or(prefixes.map((prefix) => eb('dedupe_key', 'like', `${prefix}%`))))
        .executeTakeFirst();
      withdrawn += Number(result.numUpdatedRows);
    }
    return withdrawn;
  }

  /**
   * Deletes the messages under these key prefixes (a guest's link and notices, when the guest's data is
   * erased: their bodies hold the ticket's link and the guest's phone or e-mail). Unsent ones too: a
   * ticket erased has long ended, so its notices were withdrawn or sent.
   */
  async deleteByPrefixes(keyPrefixes: readonly string[], executor: Executor = this.db): Promise<number> {
    let deleted = 0;
    for (let start = 0; start < keyPrefixes.length; start += 100) {
      const prefixes = keyPrefixes.slice(start, start + 100);
      const result = await executor
        .deleteFrom('outbox_messages')
        .where((eb) => eb.or(prefixes.map((prefix) => eb('dedupe_key', 'like', `${prefix}%`))))
        .executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    }
    return deleted;
  }

  /** The messages under a key prefix, with what became of them (the 'Desfazer' correction reads them). */
  listByPrefix(keyPrefix: string, executor: Executor = this.db) {
    return executor
      .selectFrom('outbox_messages')
      .select(['dedupe_key', 'sent_at', 'claimed_until'])
      .where('dedupe_key', 'like', `${keyPrefix}%`)
      .execute();
  }

  /**
   * Puts back rows a change withdrew (`withdrawnAt`, `reason`) that were never sent, when that change is
   * undone ('Desfazer' of a 'Não compareceu', decision 051): still one row per key, sent once.
   */
  async reviveWithdrawn(
    keyPrefixes: string[],
    withdrawnAt: number,
    reason: string,
    now: number,
    executor: Executor = this.db,
  ): Promise<number> {
    if (keyPrefixes.length === 0) return 0;
    const result = await executor
      .updateTable('outbox_messages')
      .set({ failed_at: null, last_error: null, available_at: now })
      .where('sent_at', 'is', null)
      .where('failed_at', '=', withdrawnAt)
      .where('last_error', '=', reason)
      .where((eb) => eb.or(keyPrefixes.map((prefix) => eb('dedupe_key', 'like', `${prefix}%`))))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * A deleted account's messages go, sent or not: those to its addresses, and those whose key names it
   * (`plan-expiring:{id}:…`, `monthly-report:{id}:…`…). They named and addressed the person.
   */
  async eraseFor(recipients: string[], keyPatterns: string[]): Promise<void> {
    if (recipients.length === 0 && keyPatterns.length === 0) return;
    await this.db
      .deleteFrom('outbox_messages')
      .where((eb) =>
        eb.or([
          ...(recipients.length > 0 ? [eb('recipient', 'in', recipients)] : []),
          ...keyPatterns.map((pattern) => eb('dedupe_key', 'like', pattern)),
        ]),
      )
      .execute();
  }

  /**
   * Deletes up to `limit` messages finished before `before`: sent ones, or given-up ones (never a message
   * still to be sent). One short statement, read from migration 018's partial index of that kind; two
   * instances deleting the same rows at once is harmless (the second finds them gone).
   */
  async deleteFinishedBefore(kind: 'sent' | 'given-up', before: number, limit: number): Promise<number> {
    const column = kind === 'sent' ? 'sent_at' : 'failed_at';
    const result = await this.db
      .deleteFrom('outbox_messages')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('outbox_messages')
          .select('id')
          .where(column, 'is not', null)
          .where(column, '<', before)
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  listByKeyPrefix(prefix: string): Promise<OutboxMessageRow[]> {
    return this.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('dedupe_key', 'like', `${prefix}%`)
      .orderBy('id')
      .execute();
  }

  /**
   * What waits to be sent (due or retrying later), since when the oldest due one is due, and how many
   * were given up on since `failedSince`. The pending part reads the partial index of due messages.
   */
  async backlog(now: number, failedSince: number) {
    const pending = await this.db
      .selectFrom('outbox_messages')
      .select((eb) => [
        eb.fn.countAll<number>().as('pending'),
        eb.fn
          .min(eb.case().when('available_at', '<=', now).then(eb.ref('available_at')).end())
          .as('oldest_due'),
      ])
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirstOrThrow();
    const failed = await this.db
      .selectFrom('outbox_messages')
      .select((eb) => eb.fn.countAll<number>().as('failed'))
      .where('failed_at', '>=', failedSince)
      .executeTakeFirstOrThrow();
    const oldestDue = pending.oldest_due === null ? null : Number(pending.oldest_due);
    return { pending: Number(pending.pending), oldestDue, failed: Number(failed.failed) };
  }
}
