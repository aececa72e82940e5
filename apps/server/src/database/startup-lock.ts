import { withAdvisoryLock } from './advisory-lock';
import type { DatabaseHandle } from './connection';

/** An arbitrary, fixed key: every Vez instance on one PostgreSQL database asks for the same lock. */
const STARTUP_LOCK_KEY = 7_412_026;

/**
 * Runs start-up work (migrations, the demo seed) one instance at a time. On PostgreSQL it holds a
 * session advisory lock on a connection of its own while `work` runs on the pool, so instances started
 * together wait for each other instead of racing on the seed; SQLite serves one machine, where a single
 * instance is the rule (several instances belong on PostgreSQL). The wait polls: an instance starting
 * while another builds an index concurrently must not hold that build up (advisory-lock.ts).
 */
export async function withStartupLock<T>(database: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (database.dialect !== 'postgres') return work();
  return withAdvisoryLock(database.db, STARTUP_LOCK_KEY, work);
}
