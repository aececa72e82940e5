import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../database/connection';
import { addMark, createVezDatabase, marksIn } from '../../test-support/vez-database-file';
import { backUpDatabase } from './back-up-database';
import { runBackupCommand } from './run-backup-command';

let dataDir: string;
let live: DatabaseHandle;
const sqliteFile = () => path.join(dataDir, 'vez.db');
const backupsDir = () => path.join(dataDir, 'backups');

function lines() {
  const log: string[] = [];
  const error: string[] = [];
  return { log, error, out: { log: (l: string) => log.push(l), error: (l: string) => error.push(l) } };
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vez-backup-'));
  live = await createVezDatabase(dataDir);
  writeFileSync(path.join(dataDir, 'jwt-secret'), 'the-local-secret-of-this-data-dir-0123456789');
});

afterEach(async () => {
  await live.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('backUpDatabase', () => {
  it('copies the open database, its last commit included, into DATA_DIR/backups under a timestamped name', async () => {
    await addMark(live, 'before');
    const at = Date.UTC(2026, 10, 28, 3, 0, 0, 7);
    const result = await backUpDatabase({
      sqliteFile: sqliteFile(),
      dataDir,
      keep: 7,
      secretInDataDir: true,
      now: () => at,
    });
    await addMark(live, 'after');

    expect(result.file).toBe(path.join(backupsDir(), 'vez-2026-11-28T03-00-00-007Z.db'));
    expect(marksIn(result.file)).toEqual(['before']);
    // One self-contained file, private to the server's user, nothing half-written beside it.
    expect(readdirSync(backupsDir()).sort()).toEqual([
      'vez-2026-11-28T03-00-00-007Z.db',
      'vez-2026-11-28T03-00-00-007Z.jwt-secret',
    ]);
    expect(statSync(result.file).mode & 0o777).toBe(0o600);
    expect(readFileSync(result.secretFile as string, 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'),
    );
  });

  it('keeps the newest `keep` copies, with their secrets, and leaves other files alone', async () => {
    const first = await backUpDatabase({
      sqliteFile: sqliteFile(),
      dataDir,
      keep: 2,
      secretInDataDir: true,
      now: () => 1_000,
    });
    writeFileSync(path.join(backupsDir(), 'notes.txt'), 'mine');
    const results = [];
    for (const at of [2_000, 3_000, 4_000]) {
      results.push(
        await backUpDatabase({
          sqliteFile: sqliteFile(),
          dataDir,
          keep: 2,
          secretInDataDir: true,
          now: () => at,
        }),
      );
    }
    expect(results[1]?.removed).toEqual([first.file]);
    expect(results[2]?.removed).toEqual([results[0]?.file]);
    expect(readdirSync(backupsDir()).sort()).toEqual([
      'notes.txt',
      'vez-1970-01-01T00-00-03-000Z.db',
      'vez-1970-01-01T00-00-03-000Z.jwt-secret',
      'vez-1970-01-01T00-00-04-000Z.db',
      'vez-1970-01-01T00-00-04-000Z.jwt-secret',
    ]);
  });

  it('copies no secret when JWT_SECRET is given (the file in DATA_DIR is not the one in use)', async () => {
    const result = await backUpDatabase({
      sqliteFile: sqliteFile(),
      dataDir,
      keep: 7,
      secretInDataDir: false,
    });
    expect(result.secretFile).toBeNull();
    expect(readdirSync(backupsDir())).toEqual([path.basename(result.file)]);
  });

  it('refuses a DATA_DIR without a database instead of backing up an empty one', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'vez-backup-empty-'));
    await expect(
      backUpDatabase({
        sqliteFile: path.join(empty, 'vez.db'),
        dataDir: empty,
        keep: 7,
        secretInDataDir: true,
      }),
    ).rejects.toThrow(/Nenhum banco em .*confira o DATA_DIR/);
    expect(existsSync(path.join(empty, 'vez.db'))).toBe(false);
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('npm run backup', () => {
  it('writes a copy and says where', async () => {
    const { log, out } = lines();
    expect(await runBackupCommand({ DATA_DIR: dataDir }, out)).toBe(0);
    expect(log[0]).toMatch(/^Cópia do banco gravada em .*vez-.*\.db$/);
    expect(log[1]).toMatch(/^Segredo \(DATA_DIR\/jwt-secret\) copiado junto/);
  });

  it('does not pretend on PostgreSQL: points to pg_dump and docs/deploy.md, exit code 1', async () => {
    const { error, out } = lines();
    const code = await runBackupCommand(
      { DATA_DIR: dataDir, DATABASE_URL: 'postgres://vez@db/vez', JWT_SECRET: 'x'.repeat(32) },
      out,
    );
    expect(code).toBe(1);
    expect(error.join('\n')).toMatch(/pg_dump.*docs\/deploy\.md/s);
    expect(existsSync(backupsDir())).toBe(false);
  });

  it.each([
    ['0', 'BACKUP_KEEP: deve ser positivo'],
    ['sete', 'BACKUP_KEEP: deve ser um número'],
    ['2.5', 'BACKUP_KEEP: deve ser inteiro'],
  ])('refuses BACKUP_KEEP=%s with a message in Portuguese', async (value, message) => {
    const { error, out } = lines();
    expect(await runBackupCommand({ DATA_DIR: dataDir, BACKUP_KEEP: value }, out)).toBe(1);
    expect(error.join('\n')).toContain(message);
  });
});
