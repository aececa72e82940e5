import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../../database/connection';
import { addMark, createVezDatabase, marksIn } from '../../test-support/vez-database-file';
import { backUpDatabase } from './back-up-database';
import { restoreDatabase } from './restore-database';
import { runRestoreCommand } from './run-restore-command';

let root: string;
let source: string;
let target: string;
let backup: string;
const at = Date.UTC(2026, 10, 28, 4, 0, 0, 0);

/** A DATA_DIR holding a database with `marks` and a secret; the server on it is stopped. */
async function dataDirWith(name: string, marks: string[], secret: string) {
  const dir = path.join(root, name);
  const handle = await createVezDatabase(dir);
  for (const mark of marks) await addMark(handle, mark);
  await handle.close();
  writeFileSync(path.join(dir, 'jwt-secret'), secret);
  return dir;
}

function lines() {
  const log: string[] = [];
  const error: string[] = [];
  return { log, error, out: { log: (l: string) => log.push(l), error: (l: string) => error.push(l) } };
}

beforeEach(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'vez-restore-'));
  source = await dataDirWith('source', ['from the backup'], 'secret-of-the-source-0123456789abcdef');
  backup = (
    await backUpDatabase({
      sqliteFile: path.join(source, 'vez.db'),
      dataDir: source,
      keep: 7,
      secretInDataDir: true,
    })
  ).file;
  target = await dataDirWith('target', ['current'], 'secret-of-the-target-0123456789abcdef');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

const restore = (file: string, dataDir = target) =>
  restoreDatabase({ file, dataDir, sqliteFile: path.join(dataDir, 'vez.db'), now: () => at });

describe('restoreDatabase', () => {
  it('puts the copy and its secret back, keeping the database and secret it replaces', () => {
    const result = restore(backup);
    expect(marksIn(path.join(target, 'vez.db'))).toEqual(['from the backup']);
    expect(readFileSync(path.join(target, 'jwt-secret'), 'utf8')).toBe(
      'secret-of-the-source-0123456789abcdef',
    );
    expect(result.keptAs).toBe(path.join(target, 'vez.db.before-restore-2026-11-28T04-00-00-000Z'));
    expect(marksIn(result.keptAs as string)).toEqual(['current']);
    expect(readFileSync(result.keptSecretAs as string, 'utf8')).toBe('secret-of-the-target-0123456789abcdef');
    // Restoring the kept file brings its secret back too.
    restoreDatabase({
      file: result.keptAs as string,
      dataDir: target,
      sqliteFile: path.join(target, 'vez.db'),
    });
    expect(marksIn(path.join(target, 'vez.db'))).toEqual(['current']);
    expect(readFileSync(path.join(target, 'jwt-secret'), 'utf8')).toBe(
      'secret-of-the-target-0123456789abcdef',
    );
  });

  it('restores into an empty DATA_DIR', () => {
    const fresh = path.join(root, 'fresh');
    const result = restore(backup, fresh);
    expect(result.keptAs).toBeNull();
    expect(readdirSync(fresh).sort()).toEqual(['jwt-secret', 'vez.db']);
    expect(marksIn(path.join(fresh, 'vez.db'))).toEqual(['from the backup']);
  });

  it("keeps a crashed server's last writes with the replaced database; none of its -wal reaches the restored one", async () => {
    // The files a killed server leaves: the database, and its -wal and -shm holding the last commit.
    const running = openSqlite(path.join(source, 'vez.db'));
    await addMark(running, 'only in the -wal');
    for (const suffix of ['', '-wal', '-shm']) {
      copyFileSync(path.join(source, `vez.db${suffix}`), path.join(target, `vez.db${suffix}`));
    }
    await running.close();
    const result = restore(backup);
    expect(
      readdirSync(target)
        .filter((name) => name.startsWith('vez.db'))
        .sort(),
    ).toEqual([
      'vez.db',
      'vez.db.before-restore-2026-11-28T04-00-00-000Z',
      'vez.db.before-restore-2026-11-28T04-00-00-000Z.jwt-secret',
    ]);
    expect(marksIn(result.keptAs as string)).toEqual(['from the backup', 'only in the -wal']);
    expect(marksIn(path.join(target, 'vez.db'))).toEqual(['from the backup']);
  });

  it('refuses while a server has the database open, and changes nothing', async () => {
    const server = openSqlite(path.join(target, 'vez.db'));
    try {
      expect(() => restore(backup)).toThrow(
        /está em uso: o servidor do Vez parece estar rodando com DATA_DIR=.*Pare o servidor/,
      );
    } finally {
      await server.close();
    }
    expect(marksIn(path.join(target, 'vez.db'))).toEqual(['current']);
    // Its -wal and -shm may stay: two connections of one process share their locks, so the last to close
    // cannot always tell it is the last (across processes it can).
    expect(
      readdirSync(target)
        .filter((name) => !/-(wal|shm)$/.test(name))
        .sort(),
    ).toEqual(['jwt-secret', 'vez.db']);
  });

  it.each([
    [
      'a file that is not SQLite',
      (file: string) => writeFileSync(file, 'nome;cpf\nMaria;123\n'.repeat(200)),
      /não é um banco SQLite utilizável/,
    ],
    [
      'a SQLite database of something else',
      (file: string) => new SqliteDatabase(file).exec('CREATE TABLE t (x)').close(),
      /não um banco do Vez/,
    ],
    [
      'a database of a newer Vez',
      (file: string) => {
        copyFileSync(backup, file);
        new SqliteDatabase(file)
          .exec("INSERT INTO kysely_migration VALUES ('999-future', '2030-01-01')")
          .close();
      },
      /versão mais nova do Vez \(migração 999-future\)/,
    ],
  ])('refuses %s and changes nothing', (_what, make, message) => {
    const file = path.join(root, 'candidate.db');
    make(file);
    expect(() => restore(file)).toThrow(message);
    expect(marksIn(path.join(target, 'vez.db'))).toEqual(['current']);
    expect(readdirSync(target).sort()).toEqual(['jwt-secret', 'vez.db']);
  });

  it('refuses a file that does not exist', () => {
    expect(() => restore(path.join(root, 'missing.db'))).toThrow(/Arquivo não encontrado/);
  });
});

describe('npm run restore', () => {
  it('reads a relative FILE from where the command was typed', () => {
    const { log, out } = lines();
    const code = runRestoreCommand(
      [`backups/${path.basename(backup)}`],
      { DATA_DIR: target, INIT_CWD: source },
      out,
    );
    expect(code).toBe(0);
    expect(log[0]).toBe(`Banco restaurado em ${path.join(target, 'vez.db')}`);
    expect(existsSync(path.join(target, 'jwt-secret'))).toBe(true);
  });

  it('says how to use it when FILE is missing, and refuses on PostgreSQL', () => {
    const usage = lines();
    expect(runRestoreCommand([], { DATA_DIR: target }, usage.out)).toBe(1);
    expect(usage.error[0]).toMatch(/^Uso: npm run restore -- ARQUIVO/);
    const postgres = lines();
    const env = { DATABASE_URL: 'postgres://vez@db/vez', JWT_SECRET: 'x'.repeat(32) };
    expect(runRestoreCommand([backup], env, postgres.out)).toBe(1);
    expect(postgres.error[0]).toMatch(/pg_restore.*docs\/deploy\.md/);
  });
});
