import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Where `npm run backup` writes: inside DATA_DIR, the one directory the server's user may write. */
export const backupsDirOf = (dataDir: string) => path.join(dataDir, 'backups');

/** The secret the server signs with when no JWT_SECRET is given (config.ts). */
export const liveSecretOf = (dataDir: string) => path.join(dataDir, 'jwt-secret');

/** 2026-11-28T12-00-00-000Z: UTC, sorts by name in time order, no ':' (refused on some file systems). */
export function timestampForFile(at: number): string {
  return new Date(at).toISOString().replace(/[:.]/g, '-');
}

const BACKUP_NAME = /^vez-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.db$/;

export const backupFileName = (at: number) => `vez-${timestampForFile(at)}.db`;

/**
 * The copy of the secret kept beside a database copy: vez-….db → vez-….jwt-secret, and beside a replaced
 * database (vez.db.before-restore-…) its name plus .jwt-secret, so restoring that file brings it back too.
 */
export function secretFileBeside(databaseCopy: string): string {
  return `${databaseCopy.endsWith('.db') ? databaseCopy.slice(0, -3) : databaseCopy}.jwt-secret`;
}

/** The backups this command made, oldest first; anything else an operator put there is never touched. */
export function listBackups(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** SQLite's side files of a database: a stale -wal beside another file would be replayed into it. */
export const SIDE_FILE_SUFFIXES = ['-wal', '-shm', '-journal'] as const;
