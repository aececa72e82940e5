import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { type DatabaseHandle, openSqlite } from '../database/connection';
import { migrateToLatest } from '../database/migrate';

/**
 * A migrated Vez database at DATA_DIR/vez.db, opened as the server opens it (WAL mode), with a table of
 * marks the test writes and reads back: what a backup must carry is then one query away.
 */
export async function createVezDatabase(dataDir: string): Promise<DatabaseHandle> {
  const handle = openSqlite(path.join(dataDir, 'vez.db'));
  await migrateToLatest(handle.db);
  await sql`CREATE TABLE test_marks (mark TEXT NOT NULL)`.execute(handle.db);
  return handle;
}

export async function addMark(handle: DatabaseHandle, mark: string): Promise<void> {
  await sql`INSERT INTO test_marks (mark) VALUES (${mark})`.execute(handle.db);
}

/** The marks in a database file, read on a connection of its own. */
export function marksIn(file: string): string[] {
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    return db.prepare('SELECT mark FROM test_marks ORDER BY rowid').pluck().all() as string[];
  } finally {
    db.close();
  }
}
