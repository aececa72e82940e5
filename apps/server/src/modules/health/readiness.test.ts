import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type FakeLookups, startFakeLookups } from '../../test-support/fake-lookups-server';
import { type PrivateRedis, startPrivateRedis } from '../../test-support/private-redis';
import { testConfig } from '../../test-support/test-app';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test-support/test-database';

/** Where an older build left the database, while a newer one migrates it. */
const AN_OLDER_SCHEMA = '016-trade-name-and-search';

async function readiness(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/health/ready' });
  return { status: response.statusCode, body: response.json() };
}

let lookups: FakeLookups;
beforeAll(async () => {
  lookups = await startFakeLookups();
});
afterAll(async () => {
  await lookups.close();
});
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function appOn(database: TestDatabase, env: Record<string, string> = {}) {
  const app = await buildApp({
    config: testConfig(database.dataDir, lookups, env),
    database: database.handle,
    logger: false,
  });
  cleanup.push(() => app.close());
  return app;
}

for (const dialect of TEST_DIALECTS) {
  describe(`GET /health/ready [${dialect}]`, () => {
    it('is ready on a migrated database, and says Redis is off when it is not configured', async () => {
      const database = await createTestDatabase(dialect);
      cleanup.push(() => database.dispose());
      expect(await readiness(await appOn(database))).toEqual({
        status: 200,
        body: {
          success: true,
          status: 'pronta',
          checks: { database: 'ok', migrations: 'ok', redis: 'desligado' },
        },
      });
    });

    it('says 503 while this build’s migrations have not run, and ready once they have', async () => {
      const database = await createTestDatabase(dialect, { upTo: AN_OLDER_SCHEMA });
      cleanup.push(() => database.dispose());
      const app = await appOn(database);
      expect(await readiness(app)).toEqual({
        status: 503,
        body: {
          success: false,
          message: 'Instância indisponível: veja as verificações',
          status: 'indisponivel',
          checks: { database: 'ok', migrations: 'falhou', redis: 'desligado' },
        },
      });
      // Liveness is another question: the process is fine.
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      await database.migrateToLatest();
      expect((await readiness(app)).status).toBe(200);
    });

    it('says 503 when the database cannot be reached', async () => {
      const database = await createTestDatabase(dialect);
      const app = await appOn(database);
      await database.dispose();
      const { status, body } = await readiness(app);
      expect(status).toBe(503);
      expect(body.checks.database).toBe('falhou');
    });
  });
}

describe('GET /health/ready with Redis', () => {
  let redis: PrivateRedis;
  beforeAll(async () => {
    redis = await startPrivateRedis();
  });
  afterAll(async () => {
    await redis.kill();
  });

  it('is ready while Redis answers, 503 while it is down, and ready again when it is back', async () => {
    const database = await createTestDatabase('sqlite');
    cleanup.push(() => database.dispose());
    const app = await appOn(database, { REDIS_URL: redis.url });
    expect(await readiness(app)).toMatchObject({ status: 200, body: { checks: { redis: 'ok' } } });
    await redis.kill();
    expect(await readiness(app)).toMatchObject({
      status: 503,
      body: { status: 'indisponivel', checks: { database: 'ok', migrations: 'ok', redis: 'falhou' } },
    });
    await redis.start();
    await expect.poll(async () => (await readiness(app)).status, { timeout: 10_000 }).toBe(200);
  });
});
