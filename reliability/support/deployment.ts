import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openPostgres, openSqlite } from '../../apps/server/src/database/connection';
import { type FakeLookups, startFakeLookups } from '../../apps/server/src/test-support/fake-lookups-server';
import { createPostgresDatabase, type PostgresDatabase } from './postgres-database';
import { type PrivateRedis, startPrivateRedis } from './redis-server';
import { type ServerInstance, startServerInstance } from './server-instances';

export const JWT_SECRET = 'vez-reliability-jwt-secret-shared-by-every-instance-0123';

export interface DeploymentOptions {
  dialect: 'sqlite' | 'postgres';
  /** Server processes started at once (more can be added later). */
  instances: number;
  /** A private redis-server for the event bus (several instances need it to see each other's changes). */
  redis?: boolean;
  env?: Record<string, string>;
}

/**
 * One deployment as an operator runs it: N processes of the built server on one database (a temp
 * SQLite directory or a fresh PostgreSQL database), one shared JWT secret, optionally a private Redis,
 * and the CEP/CNPJ lookup fakes. Everything is torn down by `close()`, even after a failure.
 */
export interface Deployment {
  instances: ServerInstance[];
  redis: PrivateRedis | null;
  dataDir: string;
  /** A connection of the test's own to the deployment's database: for seeding and for reading back. */
  database: DatabaseHandle;
  /** Starts one more process on the same data (after a crash: the restart). */
  startInstance(): Promise<ServerInstance>;
  /** Every process's output, for failure messages. */
  logs(): string;
  close(): Promise<void>;
}

export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const lookups: FakeLookups = await startFakeLookups();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vez-rel-'));
  const instances: ServerInstance[] = [];
  let postgres: PostgresDatabase | null = null;
  let redis: PrivateRedis | null = null;
  let database: DatabaseHandle | null = null;
  let started = 0;

  const close = async () => {
    await Promise.all(instances.map((instance) => instance.kill('SIGKILL')));
    await database?.close();
    await redis?.kill();
    await postgres?.drop();
    await lookups.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    if (options.dialect === 'postgres') postgres = await createPostgresDatabase();
    if (options.redis) redis = await startPrivateRedis();
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      REDIS_URL: redis?.url ?? '',
      JWT_SECRET,
      CEP_LOOKUP_URL: lookups.cepBaseUrl,
      CNPJ_LOOKUP_URL: lookups.cnpjBaseUrl,
      // Every request of a test comes from 127.0.0.1: per-IP limits would throttle the load itself.
      RATE_LIMIT_MAX: '1000000',
      LIVE_STREAMS_PER_ADDRESS: '1000',
      ...options.env,
    };
    const startInstance = async () => {
      const instance = await startServerInstance(`instância ${++started}`, env);
      instances.push(instance);
      return instance;
    };
    // One first, so it migrates alone; the others start together on the migrated database.
    await startInstance();
    await Promise.all(Array.from({ length: options.instances - 1 }, () => startInstance()));
    database = postgres
      ? openPostgres({ url: postgres.url, maxConnections: 4 })
      : openSqlite(path.join(dataDir, 'vez.db'));
    return {
      instances,
      redis,
      dataDir,
      database,
      startInstance,
      logs: () => instances.map((i) => `--- ${i.name} (${i.baseUrl})\n${i.log()}`).join('\n'),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
