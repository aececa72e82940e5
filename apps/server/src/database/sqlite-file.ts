import SqliteDatabase from 'better-sqlite3';

/** SQLite's largest step: the whole database in one step, so in one read snapshot. */
const ALL_PAGES = 0x7fffffff;

/**
 * A SQLite database file opened on its own connection, apart from the server's (the backup and restore
 * commands, decision 062): what they ask of the file, never of the live data through the app.
 */
export class SqliteFile {
  private constructor(private readonly db: SqliteDatabase.Database) {}

  /** Opens an existing file; `timeoutMs` is how long a statement waits for another connection's lock. */
  static open(file: string, timeoutMs: number): SqliteFile {
    return new SqliteFile(new SqliteDatabase(file, { fileMustExist: true, timeout: timeoutMs }));
  }

  /**
   * A copy through SQLite's online backup, in one step, so inside one read transaction: in WAL mode it
   * sees one committed state and never blocks the writers (in small steps, every write would restart it).
   */
  async backUpTo(target: string): Promise<void> {
    await this.db.backup(target, { progress: () => ALL_PAGES });
  }

  /** PRAGMA integrity_check: 'ok', or what is wrong. */
  integrity(): unknown {
    return this.db.pragma('integrity_check', { simple: true });
  }

  /** The names of the migrations the file has run; none when it has no migrations table. */
  migrationsRun(): string[] {
    const hasMigrations = this.db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
      .get();
    return hasMigrations
      ? (this.db.prepare('SELECT name FROM kysely_migration').pluck().all() as string[])
      : [];
  }

  /**
   * Rollback journal mode: the -wal checkpointed into the file and removed, so the file is whole on its
   * own. Needs every other connection gone (SQLITE_BUSY while one is open).
   */
  leaveWalMode(): void {
    this.db.pragma('journal_mode = DELETE');
  }

  /**
   * Keeps a shared lock on the file until closed (exclusive locking mode, then a read): no other
   * connection can switch it back to WAL mode meanwhile.
   */
  holdLock(): void {
    this.db.pragma('locking_mode = EXCLUSIVE');
    this.db.prepare('SELECT count(*) FROM sqlite_master').get();
  }

  close(): void {
    this.db.close();
  }
}

/** Whether an error is SQLite's own (a file that is not a database, a corrupt one, a lock). */
export function isSqliteError(error: unknown): error is Error & { code: string } {
  return error instanceof SqliteDatabase.SqliteError;
}
