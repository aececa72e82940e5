import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { buildApp } from '../app';
import type { Clock } from '../config/clock';
import { type AppConfig, loadConfig } from '../config/config';
import type { Dialect } from '../database/connection';
import type { Mailer } from '../mail/mailer';
import { type FakeLookups, startFakeLookups } from './fake-lookups-server';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './test-database';

/** A clock the test moves by hand, to cross expiry limits without waiting. */
export class TestClock implements Clock {
  constructor(private current = Date.UTC(2026, 10, 21, 12, 0, 0)) {}
  now = () => this.current;
  advance(ms: number) {
    this.current += ms;
  }
}

export interface TestContext {
  dialect: Dialect;
  app: FastifyInstance;
  clock: TestClock;
  config: AppConfig;
  database: TestDatabase;
  lookups: FakeLookups;
  /** E-mails written by the dev outbox, oldest first. */
  outbox(): Promise<{ to: string; subject: string; text: string; links: string[] }[]>;
  /**
   * Another server instance on the same database (a connection of its own), as a second process
   * would be; closed after the test. Its event bus is its own unless `env` configures Redis.
   */
  secondInstance(): Promise<FastifyInstance>;
}

export interface TestAppOptions {
  /** Extra environment; a function is read when each test starts (e.g. a port known only then). */
  env?: Record<string, string> | (() => Record<string, string>);
  mailer?: Mailer;
  /** Only these dialects (of those under test), for behaviour that exists on one of them only. */
  dialects?: Dialect[];
}

export function testConfig(
  dataDir: string,
  lookups: FakeLookups,
  env: Record<string, string> = {},
): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    CEP_LOOKUP_URL: lookups.cepBaseUrl,
    CNPJ_LOOKUP_URL: lookups.cnpjBaseUrl,
    PUBLIC_URL: 'http://vez.test',
    RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'false',
    ...env,
  });
}

/**
 * Declares the suite once per dialect under test. Every test gets its own database, app and clock, so
 * tests never see each other's data.
 */
export function describeEachDialect(
  name: string,
  body: (ctx: () => TestContext) => void,
  options: TestAppOptions = {},
) {
  const dialects = TEST_DIALECTS.filter((d) => !options.dialects || options.dialects.includes(d));
  if (dialects.length === 0) {
    // A suite for a database this run does not have (PostgreSQL without TEST_DATABASE_URL): reported as
    // skipped, not as a file with no suite, which vitest counts as a failure.
    describe.skip(`${name} [${options.dialects?.join(', ')}: not configured]`, () => {
      it('runs when that database is configured', () => {});
    });
    return;
  }
  for (const dialect of dialects) {
    describe(`${name} [${dialect}]`, () => {
      let lookups: FakeLookups;
      let current: TestContext | null = null;
      let extraInstances: FastifyInstance[] = [];

      beforeAll(async () => {
        lookups = await startFakeLookups();
      });
      afterAll(async () => {
        await lookups.close();
      });

      beforeEach(async () => {
        const database = await createTestDatabase(dialect);
        const clock = new TestClock();
        const env = typeof options.env === 'function' ? options.env() : options.env;
        const config = testConfig(database.dataDir, lookups, env);
        const app = await buildApp({
          config,
          database: database.handle,
          clock,
          logger: false,
          mailer: options.mailer,
        });
        const outbox = async () => {
          await app.services.background.drain();
          return readOutbox(path.join(config.dataDir, 'outbox'));
        };
        const instances: FastifyInstance[] = [];
        const secondInstance = async () => {
          const other = await buildApp({ config, database: database.openAnother(), clock, logger: false });
          instances.push(other);
          return other;
        };
        current = { dialect, app, clock, config, database, lookups, outbox, secondInstance };
        extraInstances = instances;
      });

      afterEach(async () => {
        if (!current) return;
        for (const other of extraInstances) await other.close();
        await current.app.close();
        await current.database.dispose();
        current = null;
      });

      body(() => {
        if (!current) throw new Error('test context used outside a test');
        return current;
      });
    });
  }
}

function readOutbox(dir: string) {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}
