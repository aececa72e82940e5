import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SqliteFile } from '../../database/sqlite-file';
import { notFound } from '../app-error';
import {
  backupFileName,
  backupsDirOf,
  listBackups,
  liveSecretOf,
  SIDE_FILE_SUFFIXES,
  secretFileBeside,
} from './backup-files';
import { verifyDatabaseCopy } from './verify-database-copy';

export interface BackUpOptions {
  /** The live database (DATA_DIR/vez.db); the server may be running on it. */
  sqliteFile: string;
  dataDir: string;
  /** How many copies to keep (BACKUP_KEEP); older ones go. */
  keep: number;
  /** No JWT_SECRET given: the secret is DATA_DIR/jwt-secret and is copied beside the database. */
  secretInDataDir: boolean;
  now?: () => number;
}

export interface BackUpResult {
  file: string;
  /** The copy of DATA_DIR/jwt-secret, or null when the secret does not live there. */
  secretFile: string | null;
  /** Older copies removed to keep `keep`. */
  removed: string[];
}

/**
 * A consistent copy of the live database through SQLite's online backup, while the server keeps serving:
 * the copy is read in one step, inside one read transaction, which in WAL mode sees one committed state
 * and never blocks the server's writes (in small steps, every write of the server would restart it).
 * Written under a .partial name and checked before it takes its final name, so a copy that has its
 * name is whole.
 */
export async function backUpDatabase(options: BackUpOptions): Promise<BackUpResult> {
  if (!existsSync(options.sqliteFile)) {
    throw notFound(
      `Nenhum banco em ${options.sqliteFile}: confira o DATA_DIR (o servidor cria o banco ao iniciar).`,
    );
  }
  const dir = backupsDirOf(options.dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, backupFileName((options.now ?? Date.now)()));
  const partial = `${file}.partial`;
  try {
    const source = SqliteFile.open(options.sqliteFile, 5000);
    try {
      await source.backUpTo(partial);
    } finally {
      source.close();
    }
    // Personal data (LGPD): readable by the server's user only, as the database itself.
    chmodSync(partial, 0o600);
    verifyDatabaseCopy(partial, 'A cópia recém-feita');
    const secretFile = copySecret(options, file);
    renameSync(partial, file);
    return { file, secretFile, removed: removeOldCopies(dir, options.keep) };
  } finally {
    for (const leftover of [partial, ...SIDE_FILE_SUFFIXES.map((suffix) => `${partial}${suffix}`)]) {
      rmSync(leftover, { force: true });
    }
  }
}

function copySecret(options: BackUpOptions, databaseCopy: string): string | null {
  const secret = liveSecretOf(options.dataDir);
  if (!options.secretInDataDir || !existsSync(secret)) return null;
  const copy = secretFileBeside(databaseCopy);
  copyFileSync(secret, copy);
  chmodSync(copy, 0o600);
  return copy;
}

function removeOldCopies(dir: string, keep: number): string[] {
  const all = listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const copy of old) {
    rmSync(copy, { force: true });
    rmSync(secretFileBeside(copy), { force: true });
  }
  return old;
}
