import { type Kysely, sql } from 'kysely';

const FIRST_POLL_MS = 10;
const MAX_POLL_MS = 250;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock on a connection of its own (idle while
 * `work` runs on the pool). It waits by asking again (`pg_try_advisory_lock`), never inside a blocking
 * `pg_advisory_lock`: a session blocked in a statement keeps a snapshot open, `CREATE INDEX CONCURRENTLY`
 * waits for every such snapshot in the database, and a build run under the lock would then wait for the
 * very session waiting for it to finish, for ever, unseen by PostgreSQL's deadlock detector.
 */
// biome-ignore lint/suspicious/noExplicitAny: held on any schema
export async function withAdvisoryLock<T>(db: Kysely<any>, key: number, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    let pause = FIRST_POLL_MS;
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${key}) AS locked`.execute(
        connection,
      );
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, MAX_POLL_MS);
    }
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
