import type { UserType } from '@vez/domain';
import type { SessionRow, SessionsRepository } from '../repositories/sessions-repository';

/**
 * Every authenticated request needs its session row; most requests come from a few live sessions.
 * Rows are kept for a few seconds. Revocations made by this instance drop them at once; one made by
 * another instance is seen here within `ttlMs` (decision 002).
 */
export class SessionCache {
  private readonly entries = new Map<string, { row: SessionRow | undefined; until: number }>();

  constructor(
    private readonly repository: SessionsRepository,
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  async find(id: string, now: number): Promise<SessionRow | undefined> {
    const hit = this.entries.get(id);
    if (hit && hit.until > now) return hit.row;
    const row = await this.repository.findById(id);
    if (this.ttlMs > 0) {
      if (this.entries.size >= this.maxEntries)
        this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(id, { row, until: now + this.ttlMs });
    }
    return row;
  }

  forget(id: string): void {
    this.entries.delete(id);
  }

  forgetMember(memberId: number): void {
    for (const [id, entry] of this.entries) {
      if (entry.row?.member_id === memberId) this.entries.delete(id);
    }
  }

  forgetAllOf(userType: UserType, subjectId: number): void {
    for (const [id, entry] of this.entries) {
      if (entry.row?.user_type === userType && entry.row.subject_id === subjectId) this.entries.delete(id);
    }
  }
}
