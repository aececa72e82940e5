import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { OutboxMailer } from '../mail/mailer';
import { openSqlite } from './connection';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('data at rest (issue 15, defect 9)', () => {
  it('creates the data folder 0700 and the database, the generated secret and outbox mail 0600', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'vez-perms-'));
    roots.push(root);
    const dataDir = path.join(root, 'data');
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);

    const handle = openSqlite(config.database.kind === 'sqlite' ? config.database.file : '');
    await handle.db
      .selectFrom('sqlite_master' as never)
      .selectAll()
      .execute();
    expect(modeOf(path.join(dataDir, 'vez.db'))).toBe(0o600);
    await handle.close();

    const outbox = path.join(dataDir, 'outbox');
    const mailer = new OutboxMailer(outbox, 'Vez <nao-responda@vez.app>', () => {});
    await mailer.send({
      to: 'ana@exemplo.com',
      subject: 'Teste',
      text: 'http://vez.test/reset?token=x',
      html: '<p>x</p>',
    });
    expect(modeOf(outbox)).toBe(0o700);
    for (const file of readdirSync(outbox)) expect(modeOf(path.join(outbox, file)), file).toBe(0o600);
  });
});
