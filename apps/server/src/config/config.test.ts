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
    // E-mails still link to localhost; links a phone opens are built per request (decision 064).
    expect([config.publicUrl, config.publicUrlConfigured]).toEqual(['http://localhost:3000', false]);
    const set = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://fila.exemplo.com.br/' });
    expect([set.publicUrl, set.publicUrlConfigured]).toEqual(['https://fila.exemplo.com.br', true]);
  });

  it('uses PostgreSQL for a postgres URL and turns demo mode off in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@db/vez',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com',
      PUBLIC_URL: 'https://vez.example.com',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db/vez' });
    expect(config.demoMode).toBe(false);
  });

  it('keeps demo mode off on a real database unless asked for, and needs one shared secret there', () => {
    const shared = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...shared, DATABASE_URL: 'postgres://u@db/vez' }).demoMode).toBe(false);
    expect(loadConfig({ ...shared, DATABASE_URL: 'postgres://u@db/vez', DEMO_MODE: 'true' }).demoMode).toBe(
      true,
    );
    for (const env of [{ DATABASE_URL: 'postgres://u@db/vez' }, { REDIS_URL: 'redis://cache:6379' }]) {
      expect(() => loadConfig(env)).toThrow(/JWT_SECRET: obrigatório com DATABASE_URL ou REDIS_URL/);
    }
  });

  it('pays with the simulated checkout by default, and Mercado Pago only with its secrets and an https address', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vez-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).payments).toEqual({ provider: 'simulado', mercadoPago: null });
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_PROVIDER: 'mercadopago' })).toThrow(
      /MERCADOPAGO_ACCESS_TOKEN: obrigatório[\s\S]*MERCADOPAGO_WEBHOOK_SECRET: obrigatório[\s\S]*PUBLIC_URL: obrigatório/,
    );
    const chosen = {
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123456789',
      MERCADOPAGO_WEBHOOK_SECRET: 'segredo-123',
    };
    expect(() => loadConfig({ ...chosen, PUBLIC_URL: 'http://vez.example.com' })).toThrow(/em https/);
    expect(loadConfig({ ...chosen, PUBLIC_URL: 'https://vez.example.com' }).payments).toEqual({
      provider: 'mercadopago',
      mercadoPago: {
        accessToken: 'APP_USR-123456789',
        webhookSecret: 'segredo-123',
        apiUrl: 'https://api.mercadopago.com',
      },
    });
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

  it('requires a secret, a mail server and a public URL in production, so reset links never sit in logs', () => {
    let problems: string[] = [];
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      expect.stringMatching(/^JWT_SECRET: obrigatório em produção/),
      expect.stringMatching(/^SMTP_URL: obrigatório em produção/),
      expect.stringMatching(/^PUBLIC_URL: obrigatório em produção/),
    ]);
  });

  it('trusts the proxies named by address, range or preset, never a hop count nor everyone', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vez-config-'));
    const trust = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY }).trustProxy;
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(trust('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(trust('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    expect(trust('fd00::1,linklocal')).toEqual(['fd00::1', 'linklocal']);
    // Fastify 5 ignores a hop count (every client would look like the proxy): refused, saying what to write.
    for (const count of ['1', '2', '10.0.0.2,1']) {
      expect(() => trust(count)).toThrow(/TRUST_PROXY: um número de proxies não é aceito.*loopback/);
    }
    for (const everyone of ['true', '*', '0.0.0.0/0', '::/0', 'proxy.local', '10.0.0.1/33', '10.0.0.1,,']) {
      expect(() => trust(everyone)).toThrow(/TRUST_PROXY: use false, ou os endereços/);
    }
  });

  it('turns the CNPJ lookup off with an empty CNPJ_LOOKUP_URL', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vez-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).cnpjLookupUrl).toMatch(/^https:/);
    expect(loadConfig({ DATA_DIR: dataDir, CNPJ_LOOKUP_URL: '' }).cnpjLookupUrl).toBe('');
  });
});
