import { existsSync } from 'node:fs';
import { SqliteFile } from '../../database/sqlite-file';
import { conflict } from '../app-error';

/**
 * Proves that no server has `file` open, and keeps it so until the returned function is called
 * (decision 062). A running server holds its database open in WAL mode; leaving WAL mode needs every
 * other connection gone, so while a server runs this fails at once with SQLITE_BUSY. The kernel drops a
 * dead process's locks, so a crashed server never blocks a restore, which a pid file would. Once out of
 * WAL mode (its -wal checkpointed into the file and removed), a shared lock in exclusive locking mode
 * is held: a server starting meanwhile cannot switch the file back to WAL and stops at start-up.
 * No file: nothing to protect. A file SQLite cannot read is no server's database: nothing to lock.
 */
export function lockStoppedDatabase(file: string, dataDir: string): () => void {
  if (!existsSync(file)) return () => {};
  const db = SqliteFile.open(file, 0);
  try {
    db.leaveWalMode();
    db.holdLock();
  } catch (error) {
    db.close();
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
      throw conflict(
        `O banco ${file} está em uso: o servidor do Vez parece estar rodando com DATA_DIR=${dataDir}. ` +
          'Pare o servidor e rode a restauração de novo.',
      );
    }
    if (code.startsWith('SQLITE_NOTADB') || code.startsWith('SQLITE_CORRUPT')) return () => {};
    throw error;
  }
  return () => db.close();
}
