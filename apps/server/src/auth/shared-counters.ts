import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/config';
import { deploymentKeyPrefix } from '../config/deployment-tag';
import { DEFAULT_BACKOFF, type LoginAttempts, MemoryLoginAttempts } from './login-attempts';
import { RedisLoginAttempts } from './redis-login-attempts';

/**
 * Counters every instance must share (login attempts, rate limits) live in Redis when there is one.
 * Commands fail at once while it is unreachable rather than queueing: those counters fail open.
 */
export function createCounterStore(app: FastifyInstance, config: AppConfig): Redis | null {
  if (!config.redisUrl) return null;
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', (error) => app.log.error({ err: error }, 'redis counters'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

export function createLoginAttempts(
  log: FastifyBaseLogger,
  config: AppConfig,
  redis: Redis | null,
): LoginAttempts {
  const policy = { ...DEFAULT_BACKOFF, freeAttempts: config.loginFreeAttempts };
  if (!redis) return new MemoryLoginAttempts(policy);
  const onError = (error: unknown) => log.error({ err: error }, 'login attempts');
  return new RedisLoginAttempts(redis, deploymentKeyPrefix(config.jwtSecret), onError, policy);
}
