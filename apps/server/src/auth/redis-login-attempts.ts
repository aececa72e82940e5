import type { Redis } from 'ioredis';
import { type BackoffPolicy, DEFAULT_BACKOFF, type LoginAttempts } from './login-attempts';

/**
 * The check and the count happen in one Lua script, so every instance sees one count per account and
 * parallel guesses on several instances cannot interleave between reading and counting. Mirrors
 * `waitAfter` in login-attempts.ts.
 */
const RESERVE = `
local attempts = tonumber(redis.call('HGET', KEYS[1], 'attempts') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local now = tonumber(ARGV[1])
local free, base, max, forget = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
if attempts >= free then
  local wait = math.min(max, base * 2 ^ math.min(attempts - free, 30)) - (now - last)
  if wait > 0 then return math.ceil(wait) end
end
redis.call('HSET', KEYS[1], 'attempts', attempts + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], forget)
return 0
`;

/** Counters shared by every instance of a deployment (REDIS_URL), under the deployment's own prefix. */
export class RedisLoginAttempts implements LoginAttempts {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void,
    private readonly policy: BackoffPolicy = DEFAULT_BACKOFF,
  ) {}

  async reserve(account: string, now: number): Promise<number> {
    const { freeAttempts, baseMs, maxMs, forgetAfterMs } = this.policy;
    // With Redis unreachable, logins go on (counted per IP by the rate limit only) rather than all failing.
    const wait = await this.redis
      .eval(RESERVE, 1, this.key(account), now, freeAttempts, baseMs, maxMs, forgetAfterMs)
      .catch((error: unknown) => {
        this.onError(error);
        return 0;
      });
    return Number(wait);
  }

  async clear(account: string): Promise<void> {
    await this.redis.del(this.key(account)).catch(this.onError);
  }

  async close(): Promise<void> {}

  private key(account: string) {
    return `${this.prefix}login:${account}`;
  }
}
