import {
  chmodSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { badRequest, notFound } from '../app-error';
import { liveSecretOf, SIDE_FILE_SUFFIXES, secretFileBeside, timestampForFile } from './backup-files';
import { lockStoppedDatabase } from './lock-stopped-database';
import { verifyDatabaseCopy } from './verify-database-copy';

export interface RestoreOptions {
  /** The copy to put back (made by `npm run backup`, or any Vez SQLite database). */
  file: string;
  dataDir: string;
  /** The live database it replaces (DATA_DIR/vez.db). */
  sqliteFile: string;
  now?: () => number;
}

export interface RestoreResult {
  /** Where the replaced database was kept, or null when there was none. */
  keptAs: string | null;
  /** Whether the secret copied beside the backup was put back as DATA_DIR/jwt-secret. */
  secretRestored: boolean;
  /** Where the replaced, different secret was kept, or null. */
  keptSecretAs: string | null;
}

/**
 * Puts a copy back in place of the database of a stopped server. The copy is checked first (on a copy
 * of its own inside DATA_DIR, so the final step is an atomic rename and `vez.db` never goes missing);
 * the database it replaces is kept beside it, its -wal/-shm moved along with it (a stale -wal left next
 * to the restored file would be replayed into it). A secret copied beside the backup comes back too.
 */
export function restoreDatabase(options: RestoreOptions): RestoreResult {
  const source = path.resolve(options.file);
  const target = path.resolve(options.sqliteFile);
  if (!existsSync(source) || !statSync(source).isFile()) throw notFound(`Arquivo não encontrado: ${source}`);
  if (source === target) throw badRequest(`${source} é o próprio banco em uso: indique uma cópia.`);
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const stamp = timestampForFile((options.now ?? Date.now)());
  const incoming = `${target}.restoring-${stamp}`;
  try {
    copyFileSync(source, incoming);
    // A copy taken as files from a stopped server may have its last writes still in its -wal.
    if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${incoming}-wal`);
    chmodSync(incoming, 0o600);
    verifyDatabaseCopy(incoming, source);
    const release = lockStoppedDatabase(target, options.dataDir);
    let keptAs: string | null = null;
    try {
      if (existsSync(target)) {
        keptAs = `${target}.before-restore-${stamp}`;
        copyFileSync(target, keptAs, constants.COPYFILE_FICLONE);
        chmodSync(keptAs, 0o600);
      }
      for (const suffix of SIDE_FILE_SUFFIXES) {
        if (!existsSync(`${target}${suffix}`)) continue;
        if (keptAs) renameSync(`${target}${suffix}`, `${keptAs}${suffix}`);
        else rmSync(`${target}${suffix}`);
      }
      renameSync(incoming, target);
    } finally {
      release();
    }
    return {
      keptAs,
      ...restoreSecret(source, options.dataDir, keptAs ?? `${target}.before-restore-${stamp}`),
    };
  } finally {
    for (const leftover of [incoming, ...SIDE_FILE_SUFFIXES.map((suffix) => `${incoming}${suffix}`)]) {
      rmSync(leftover, { force: true });
    }
  }
}

function restoreSecret(source: string, dataDir: string, keptDatabase: string) {
  const copy = secretFileBeside(source);
  if (!existsSync(copy)) return { secretRestored: false, keptSecretAs: null };
  const live = liveSecretOf(dataDir);
  let keptSecretAs: string | null = null;
  if (existsSync(live)) {
    if (readFileSync(live, 'utf8').trim() === readFileSync(copy, 'utf8').trim()) {
      return { secretRestored: true, keptSecretAs: null };
    }
    keptSecretAs = secretFileBeside(keptDatabase);
    renameSync(live, keptSecretAs);
  }
  copyFileSync(copy, live);
  chmodSync(live, 0o600);
  return { secretRestored: true, keptSecretAs };
}
