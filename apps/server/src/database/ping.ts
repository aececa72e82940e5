import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** One trivial round trip to the database: rejects when it does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
