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

  /** Returns how many live sessions were ended. */
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
