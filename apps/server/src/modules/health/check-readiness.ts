import type { Redis } from 'ioredis';
import type { AppServices } from '../../app-services';
import { hasRunAllMigrations } from '../../database/migrate';
import { isDatabaseReachable } from './check-database';

export type CheckResult = 'ok' | 'falhou' | 'desligado';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; redis: CheckResult };
}

/** A check that does not answer in this time has failed: a balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000;

function withinTime<T>(work: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance should receive traffic: its database answers and holds every migration of this
 * build, and Redis (when configured) answers. Migrations never un-run, so once seen complete they are
 * not read again.
 */
export function readinessCheck(services: Pick<AppServices, 'database'>, redis: Redis | null) {
  let migrated = false;
  return async (): Promise<Readiness> => {
    const [database, migrations, redisAnswer] = await Promise.all([
      withinTime(isDatabaseReachable(services), false),
      migrated ? true : withinTime(hasRunAllMigrations(services.database.db), false),
      redis
        ? withinTime(
            redis.ping().then((reply) => reply === 'PONG'),
            false,
          )
        : null,
    ]);
    migrated = migrations;
    const checks = {
      database: database ? 'ok' : 'falhou',
      migrations: migrations ? 'ok' : 'falhou',
      redis: redisAnswer === null ? 'desligado' : redisAnswer ? 'ok' : 'falhou',
    } as const;
    return { ready: database && migrations && redisAnswer !== false, checks };
  };
}
