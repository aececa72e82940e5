import type { Kysely, Selectable } from 'kysely';
import type { Database, PasswordResetTokensTable, ResetSubjectType } from '../database/schema';

export type ResetTokenRow = Selectable<PasswordResetTokensTable>;

export class PasswordResetTokensRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(token: {
    tokenHash: string;
    userType: ResetSubjectType;
    subjectId: number;
    now: number;
    expiresAt: number;
  }): Promise<number> {
    const row = await this.db
      .insertInto('password_reset_tokens')
      .values({
        token_hash: token.tokenHash,
        user_type: token.userType,
        subject_id: token.subjectId,
        created_at: token.now,
        expires_at: token.expiresAt,
        used_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * A token is usable while unused, unexpired and the newest of its account. The last rule is checked
   * here, on read, so it holds however the inserts of two simultaneous requests commit.
   */
  findUsable(tokenHash: string, now: number): Promise<ResetTokenRow | undefined> {
    return this.db
      .selectFrom('password_reset_tokens as token')
      .selectAll('token')
      .where('token.token_hash', '=', tokenHash)
      .where('token.used_at', 'is', null)
      .where('token.expires_at', '>', now)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('password_reset_tokens as newer')
              .select('newer.id')
              .whereRef('newer.user_type', '=', 'token.user_type')
              .whereRef('newer.subject_id', '=', 'token.subject_id')
              .whereRef('newer.id', '>', 'token.id'),
          ),
        ),
      )
      .executeTakeFirst();
  }

  /** Marks the token used only if it still was usable; false means another request consumed it first. */
  async consume(id: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** A new link makes the older unused links of the same account worthless (also enforced on read). */
  async invalidateOlderOpenTokensOf(
    userType: ResetSubjectType,
    subjectId: number,
    newestId: number,
    now: number,
  ): Promise<void> {
    await this.db
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_type', '=', userType)
      .where('subject_id', '=', subjectId)
      .where('id', '<', newestId)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Every open link of an account stops working (the account was deleted). */
  async invalidateAllOf(userType: ResetSubjectType, subjectId: number, now: number): Promise<void> {
    await this.db
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_type', '=', userType)
      .where('subject_id', '=', subjectId)
      .where('used_at', 'is', null)
      .execute();
  }
}
