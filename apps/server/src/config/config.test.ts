import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('defaults to the embedded SQLite under DATA_DIR and keeps a generated secret there', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vez-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(dataDir, 'vez.db') });
    expect(config.demoMode).toBe(true);
    expect(config.jwtSecret).toBe(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('uses PostgreSQL for a postgres URL and turns demo mode off in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db/vez',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db/vez' });
    expect(config.demoMode).toBe(false);
  });

  it('names every bad variable in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', DEMO_MODE: 'talvez' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT: deve ser um número');
    expect(problems).toContain('DATABASE_URL: deve começar com postgres://');
    expect(problems).toContain('SMTP_URL: deve começar com smtp://');
    expect(problems).toContain('DEMO_MODE: use true ou false');
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: obrigatório em produção/);
  });
});
