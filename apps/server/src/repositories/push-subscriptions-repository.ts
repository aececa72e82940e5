import type { Kysely } from 'kysely';
import type { Database, SubjectType } from '../database/schema';

/** Browsers that accepted Web Push, each under the account or guest ticket it tells. */
export class PushSubscriptionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * One row per browser and person told (migration 020): a browser that subscribes again for the same
   * account or guest ticket refreshes its row, and each guest ticket held on a phone, and the account,
   * keeps its own. An account takes the browser from another account of its role (one is signed in per
   * role on a browser; a shared phone stops telling the previous person's turn). A subject keeps its
   * `keep` most recent browsers; older ones are dropped (nobody has dozens of phones, and each costs a
   * request per notice).
   */
  async save(
    owner: { userType: SubjectType; subjectId: number; sessionId: string },
    subscription: { endpoint: string; p256dh: string; auth: string },
    now: number,
    keep: number,
  ): Promise<void> {
    const refreshed = {
      session_id: owner.sessionId,
      p256dh: subscription.p256dh,
      auth: subscription.auth,
      created_at: now,
    };
    await this.db
      .insertInto('push_subscriptions')
      .values({
        endpoint: subscription.endpoint,
        user_type: owner.userType,
        subject_id: owner.subjectId,
        ...refreshed,
      })
      .onConflict((oc) => oc.columns(['endpoint', 'user_type', 'subject_id']).doUpdateSet(refreshed))
      .execute();
    if (owner.userType !== 'convidado') {
      await this.db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', subscription.endpoint)
        .where('user_type', '=', owner.userType)
        .where('subject_id', '<>', owner.subjectId)
        .execute();
    }
    const kept = this.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_type', '=', owner.userType)
      .where('subject_id', '=', owner.subjectId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(keep);
    await this.db
      .deleteFrom('push_subscriptions')
      .where('user_type', '=', owner.userType)
      .where('subject_id', '=', owner.subjectId)
      .where('id', 'not in', kept)
      .execute();
  }

  /** The browser of a session that logged out stops receiving the account's notices. */
  async removeOfSession(sessionId: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('session_id', '=', sessionId).execute();
  }

  /** Endpoints of an account (to erase their pending pushes when it is deleted). */
  async endpointsOf(userType: SubjectType, subjectId: number): Promise<string[]> {
    const rows = await this.listOf(userType, subjectId);
    return rows.map((row) => row.endpoint);
  }

  async removeOf(owner: { userType: SubjectType; subjectId: number }, endpoint: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', endpoint)
      .where('user_type', '=', owner.userType)
      .where('subject_id', '=', owner.subjectId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * The push service said the subscription is gone (404/410) or refused it for good: the browser's
   * subscription is dead for everyone it told, so every row of the endpoint goes.
   */
  async forget(endpoint: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
  }

  listOf(userType: SubjectType, subjectId: number) {
    return this.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('user_type', '=', userType)
      .where('subject_id', '=', subjectId)
      .orderBy('id')
      .execute();
  }

  /**
   * A browser's keys, to encrypt a push to its endpoint. Its rows (one per person it tells) carry the
   * same keys; the newest is read should a browser ever have given new ones.
   */
  find(endpoint: string) {
    return this.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('endpoint', '=', endpoint)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async removeAllOf(userType: SubjectType, subjectId: number): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('user_type', '=', userType)
      .where('subject_id', '=', subjectId)
      .execute();
  }

  /** The browsers of these guest tickets, once their data is erased (decision 068). */
  async removeOfGuests(ticketIds: readonly number[]): Promise<void> {
    if (ticketIds.length === 0) return;
    await this.db
      .deleteFrom('push_subscriptions')
      .where('user_type', '=', 'convidado')
      .where('subject_id', 'in', ticketIds)
      .execute();
  }
}
