import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, EstablishmentMembersTable, TeamInvitationsTable } from '../database/schema';

export type MemberRow = Selectable<EstablishmentMembersTable>;
export type InvitationRow = Selectable<TeamInvitationsTable>;
type Executor = Kysely<Database> | Transaction<Database>;
type Role = MemberRow['role'];

/** An establishment's team (decision 070): its members and the invitations to join it. */
export class TeamRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The active member who logs in with this e-mail, of an establishment that still exists. */
  findActiveMemberByEmail(email: string, executor: Executor = this.db): Promise<MemberRow | undefined> {
    return executor
      .selectFrom('establishment_members')
      .innerJoin('establishments', 'establishments.id', 'establishment_members.establishment_id')
      .selectAll('establishment_members')
      .where('establishment_members.email', '=', email)
      .where('establishment_members.active', '=', 1)
      .where('establishments.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** A member by id alone (a password reset link names only the member). */
  findMemberById(id: number): Promise<MemberRow | undefined> {
    return this.db.selectFrom('establishment_members').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findMember(establishmentId: number, id: number, executor: Executor = this.db) {
    return executor
      .selectFrom('establishment_members')
      .selectAll()
      .where('establishment_id', '=', establishmentId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Active members first, then by name. */
  listMembers(establishmentId: number): Promise<MemberRow[]> {
    return this.db
      .selectFrom('establishment_members')
      .selectAll()
      .where('establishment_id', '=', establishmentId)
      .orderBy('active', 'desc')
      .orderBy('name')
      .orderBy('id')
      .limit(500)
      .execute();
  }

  async countActiveMembers(establishmentId: number, executor: Executor = this.db): Promise<number> {
    const row = await executor
      .selectFrom('establishment_members')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('establishment_id', '=', establishmentId)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A former member of this establishment with this e-mail: accepting a new invitation brings them back. */
  findInactiveMember(establishmentId: number, email: string, executor: Executor = this.db) {
    return executor
      .selectFrom('establishment_members')
      .selectAll()
      .where('establishment_id', '=', establishmentId)
      .where('email', '=', email)
      .where('active', '=', 0)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  async insertMember(
    member: Omit<Insertable<EstablishmentMembersTable>, 'id'>,
    executor: Executor = this.db,
  ): Promise<number> {
    const row = await executor
      .insertInto('establishment_members')
      .values(member)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async reactivateMember(
    id: number,
    change: { name: string; role: Role; passwordHash: string; now: number },
    executor: Executor = this.db,
  ): Promise<void> {
    await executor
      .updateTable('establishment_members')
      .set({
        name: change.name,
        role: change.role,
        password_hash: change.passwordHash,
        active: 1,
        deactivated_at: null,
        updated_at: change.now,
      })
      .where('id', '=', id)
      .execute();
  }

  /** True when the role changed (an active member whose role was another). */
  async changeRole(establishmentId: number, id: number, role: Role, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('establishment_members')
      .set({ role, updated_at: now })
      .where('establishment_id', '=', establishmentId)
      .where('id', '=', id)
      .where('active', '=', 1)
      .where('role', '<>', role)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** True when this call deactivated them. */
  async deactivate(establishmentId: number, id: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('establishment_members')
      .set({ active: 0, deactivated_at: now, updated_at: now })
      .where('establishment_id', '=', establishmentId)
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async updatePasswordHash(id: number, passwordHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('establishment_members')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** A deleted establishment: nobody logs in for it any more, and no invitation opens. */
  async closeTeamOf(establishmentId: number, now: number): Promise<void> {
    await this.db
      .updateTable('establishment_members')
      .set({ active: 0, deactivated_at: now, updated_at: now })
      .where('establishment_id', '=', establishmentId)
      .where('active', '=', 1)
      .execute();
    await this.db
      .updateTable('team_invitations')
      .set({ cancelled_at: now })
      .where('establishment_id', '=', establishmentId)
      .where('used_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .execute();
  }

  async insertInvitation(
    invitation: Omit<
      Insertable<TeamInvitationsTable>,
      'id' | 'sends' | 'used_at' | 'cancelled_at' | 'member_id'
    >,
    executor: Executor = this.db,
  ): Promise<number> {
    const row = await executor
      .insertInto('team_invitations')
      .values(invitation)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  findInvitationByTokenHash(
    tokenHash: string,
    executor: Executor = this.db,
  ): Promise<InvitationRow | undefined> {
    return executor
      .selectFrom('team_invitations')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  findInvitation(establishmentId: number, id: number, executor: Executor = this.db) {
    return executor
      .selectFrom('team_invitations')
      .selectAll()
      .where('establishment_id', '=', establishmentId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Invitations neither used nor cancelled, expired ones too (the owner may send them again), newest first. */
  listPendingInvitations(establishmentId: number): Promise<InvitationRow[]> {
    return this.db
      .selectFrom('team_invitations')
      .selectAll()
      .where('establishment_id', '=', establishmentId)
      .where('used_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(500)
      .execute();
  }

  /** Invitations that still open: each holds the seat it will take. */
  async countOpenInvitations(
    establishmentId: number,
    now: number,
    executor: Executor = this.db,
  ): Promise<number> {
    const row = await executor
      .selectFrom('team_invitations')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('establishment_id', '=', establishmentId)
      .where('used_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The pending invitation (expired or not) of this e-mail to this establishment. */
  findPendingInvitationFor(establishmentId: number, email: string, executor: Executor = this.db) {
    return executor
      .selectFrom('team_invitations')
      .selectAll()
      .where('establishment_id', '=', establishmentId)
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
  }

  /** Whether another establishment has an invitation to this e-mail that still opens. */
  async openInvitationElsewhere(
    establishmentId: number,
    email: string,
    now: number,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const row = await executor
      .selectFrom('team_invitations')
      .select('id')
      .where('establishment_id', '<>', establishmentId)
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A new token and 72 hours more for a pending invitation; returns the send's number, null if it is not pending. */
  async renewInvitation(
    establishmentId: number,
    id: number,
    change: { tokenHash: string; now: number; expiresAt: number },
    executor: Executor = this.db,
  ): Promise<number | null> {
    const row = await executor
      .updateTable('team_invitations')
      .set((eb) => ({
        token_hash: change.tokenHash,
        sent_at: change.now,
        expires_at: change.expiresAt,
        sends: eb('sends', '+', 1),
      }))
      .where('establishment_id', '=', establishmentId)
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .returning('sends')
      .executeTakeFirst();
    return row?.sends ?? null;
  }

  async cancelInvitation(establishmentId: number, id: number, now: number, executor: Executor = this.db) {
    const result = await executor
      .updateTable('team_invitations')
      .set({ cancelled_at: now })
      .where('establishment_id', '=', establishmentId)
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Uses the invitation once: false when it was used, cancelled or renewed meanwhile. */
  async useInvitation(
    id: number,
    tokenHash: string,
    memberId: number,
    now: number,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('team_invitations')
      .set({ used_at: now, member_id: memberId })
      .where('id', '=', id)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
