import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './connection';

const url = process.env.TEST_DATABASE_URL ?? '';

describe.skipIf(!url)('a PostgreSQL connection lost while idle', () => {
  it('is reported and replaced: the server keeps running and answers the next query', async () => {
    const lost: Error[] = [];
    const handle = openPostgres({
      url,
      maxConnections: 1,
      onIdleConnectionLost: (error) => lost.push(error),
    });
    try {
      const before = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const pid = before.rows[0]?.pid as number;

      // What a PostgreSQL restart or failover does to every connection: the backend goes away.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await expect.poll(() => lost.length).toBe(1);
      expect(lost[0]?.message).toMatch(/terminat/i);

      const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      expect(after.rows[0]?.pid).not.toBe(pid);
    } finally {
      await handle.close();
    }
  });
});
