import { describe, expect, it } from 'vitest';
import { RedisEventBus } from './redis-event-bus';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('Redis event bus', () => {
  it('delivers what it publishes to its own listeners, in order', async () => {
    const bus = new RedisEventBus(redisUrl as string, () => undefined);
    await bus.whenReady();
    const seen: number[] = [];
    bus.subscribe((change) => seen.push(change.version));
    const queueId = 900_000 + Math.floor(Math.random() * 1000);
    for (let version = 1; version <= 5; version++)
      await bus.publish({ queueId, version, type: 'joined', at: 0 });
    await expect.poll(() => seen).toEqual([1, 2, 3, 4, 5]);
    await bus.close();
  });

  it('reports a failed publish instead of rejecting: the change it announces is already committed', async () => {
    const errors: unknown[] = [];
    const bus = new RedisEventBus(redisUrl as string, (error) => errors.push(error));
    await bus.whenReady();
    await bus.close();
    await expect(bus.publish({ queueId: 1, version: 1, type: 'joined', at: 0 })).resolves.toBeUndefined();
    expect(errors.length).toBeGreaterThan(0);
  });
});
