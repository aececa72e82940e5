import type { UserType } from '@vez/domain';
import type { Kysely, Selectable } from 'kysely';
import { compiledOnce } from '../database/compiled-once';
import type { Database, SessionsTable } from '../database/schema';

export type SessionRow = Selectable<SessionsTable>;

export class SessionsRepository {
  /** Every authenticated request reads its session row (or finds it in the session cache). */
  private readonly byId;

  constructor(private readonly db: Kysely<Database>) {
    const placeholder = '\u0000session-id';
    this.byId = compiledOnce(db.selectFrom('sessions').selectAll().where('id', '=', placeholder).compile(), [
      placeholder,
    ]);
  }

  async insert(session: SessionRow): Promise<void> {
    await this.db.insertInto('sessions').values(session).execute();
  }

  async findById(id: string): Promise<SessionRow | undefined> {
    const [row] = await this.byId(this.db, [id]);
    return row;
  }

  async revoke(id: string, now: number): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * Ends the live sessions of one person: a team member (by their id), or the account's own login
   * (`memberId` null), leaving the team's sessions of the same establishment alone. Returns how many.
   */
  async revokeOf(who: { userType: UserType; subjectId: number; memberId: number | null }, now: number) {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_type', '=', who.userType)
      .where('subject_id', '=', who.subjectId)
      .where('revoked_at', 'is', null);
    query =
      who.memberId === null
        ? query.where('member_id', 'is', null)
        : query.where('member_id', '=', who.memberId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The member's sessions not ended yet (their browsers' push subscriptions go with them). */
  async liveIdsOfMember(memberId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
    return rows.map((row) => row.id);
  }

  /** Every live session of the account, its team's included (the account is deleted). Returns how many. */
  async revokeAllOf(userType: UserType, subjectId: number, now: number): Promise<number> {
    const result = await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_type', '=', userType)
      .where('subject_id', '=', subjectId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The account's sessions (never their tokens), newest first, for the data export. */
  listOf(userType: UserType, subjectId: number) {
    return this.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at', 'revoked_at', 'user_agent'])
      .where('user_type', '=', userType)
      .where('subject_id', '=', subjectId)
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute();
  }
}
