import { migrationNames } from '../../database/migrate';
import { isSqliteError, SqliteFile } from '../../database/sqlite-file';
import { AppError, badRequest } from '../app-error';

/**
 * Checks that a copy (never the live database) is a sound Vez database this build can start on, and
 * leaves it one self-contained file (rollback journal mode: no -wal to lose on the way; the server puts
 * it back in WAL mode when it opens it). `shownAs` names the file in the messages.
 */
export function verifyDatabaseCopy(file: string, shownAs: string): void {
  const db = SqliteFile.open(file, 5000);
  try {
    const integrity = db.integrity();
    if (integrity !== 'ok') {
      throw badRequest(`${shownAs} está corrompido (integrity_check: ${String(integrity)}).`);
    }
    const ran = db.migrationsRun();
    if (!ran.includes('001-accounts')) {
      throw badRequest(`${shownAs} é um banco SQLite, mas não um banco do Vez (sem as migrações do Vez).`);
    }
    const known = new Set(migrationNames());
    const unknown = ran.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      // The server refuses to start on migrations it does not know; better to say so before replacing.
      throw badRequest(
        `${shownAs} vem de uma versão mais nova do Vez (migração ${unknown[0]}): atualize o Vez antes de restaurar.`,
      );
    }
    db.leaveWalMode();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isSqliteError(error)) {
      throw badRequest(`${shownAs} não é um banco SQLite utilizável (${error.message}).`);
    }
    throw error;
  } finally {
    db.close();
  }
}
