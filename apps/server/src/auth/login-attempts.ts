/**
 * Password guesses against one account, counted wherever they come from (a botnet has many addresses
 * but guesses one account's password). Each attempt is counted before its password is checked, so a
 * burst of parallel guesses cannot all slip through before the first failure is recorded; a correct
 * password clears the count.
 */
export interface LoginAttempts {
  /** Counts an attempt and returns 0, or refuses it (counting nothing) and returns how many ms to wait. */
  reserve(account: string, now: number): Promise<number>;
  /** The password was right: the account starts afresh. */
  clear(account: string): Promise<void>;
  close(): Promise<void>;
}

export interface BackoffPolicy {
  /** Attempts allowed back to back before waiting starts (typing mistakes happen). */
  freeAttempts: number;
  /** The first wait; each further attempt doubles it. */
  baseMs: number;
  /** The longest wait, so the owner is never locked out for long by someone else's guesses. */
  maxMs: number;
  /** Attempts are forgotten this long after the last one. */
  forgetAfterMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = {
  freeAttempts: 5,
  baseMs: 1_000,
  maxMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/** How long after the last attempt the next may come, once `attempts` have been counted. */
export function waitAfter(attempts: number, policy: BackoffPolicy): number {
  if (attempts < policy.freeAttempts) return 0;
  const doublings = Math.min(attempts - policy.freeAttempts, 30);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** doublings);
}

/** One instance's memory: right for the embedded default, where there is one instance. */
export class MemoryLoginAttempts implements LoginAttempts {
  private readonly accounts = new Map<string, { attempts: number; lastAt: number }>();

  constructor(private readonly policy: BackoffPolicy = DEFAULT_BACKOFF) {}

  async reserve(account: string, now: number): Promise<number> {
    let entry = this.accounts.get(account);
    if (entry && now - entry.lastAt >= this.policy.forgetAfterMs) entry = undefined;
    const attempts = entry?.attempts ?? 0;
    const wait = entry ? waitAfter(attempts, this.policy) - (now - entry.lastAt) : 0;
    if (wait > 0) return wait;
    this.accounts.set(account, { attempts: attempts + 1, lastAt: now });
    if (this.accounts.size > 100_000) this.forgetOld(now);
    return 0;
  }

  async clear(account: string): Promise<void> {
    this.accounts.delete(account);
  }

  async close(): Promise<void> {}

  private forgetOld(now: number) {
    for (const [account, entry] of this.accounts) {
      if (now - entry.lastAt >= this.policy.forgetAfterMs) this.accounts.delete(account);
    }
  }
}
