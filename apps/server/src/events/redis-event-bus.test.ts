import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { busIdentity, RedisEventBus } from './redis-event-bus';

const SECRET = 'segredo-da-implantacao-de-teste-0123456789';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('Redis event bus', () => {
  it('delivers what it publishes to its own listeners, in order', async () => {
    const bus = new RedisEventBus(redisUrl as string, () => undefined, SECRET);
    await bus.whenReady();
    const seen: number[] = [];
    bus.subscribe((change) => seen.push(change.version));
    const queueId = 900_000 + Math.floor(Math.random() * 1000);
    for (let version = 1; version <= 5; version++)
      await bus.publish({ queueId, version, type: 'joined', at: 0 });
    await expect.poll(() => seen).toEqual([1, 2, 3, 4, 5]);
    await bus.close();
  });

  it('sends the changes of one turn of the event loop as one message, each delivered in order, also when closing right after', async () => {
    const publisher = new RedisEventBus(redisUrl as string, () => undefined, SECRET);
    const other = new RedisEventBus(redisUrl as string, () => undefined, SECRET);
    const raw = new Redis(redisUrl as string);
    const messages: string[] = [];
    raw.on('message', (_channel: string, message: string) => messages.push(message));
    await Promise.all([publisher.whenReady(), other.whenReady(), raw.subscribe(busIdentity(SECRET).channel)]);
    const seen: number[] = [];
    const queueId = 920_000 + Math.floor(Math.random() * 1000);
    other.subscribe((change) => {
      if (change.queueId === queueId) seen.push(change.version);
    });
    const sent = [1, 2, 3, 4, 5].map((version) =>
      publisher.publish({ queueId, version, type: 'joined', at: 0 }),
    );
    await Promise.all(sent);
    await expect.poll(() => seen).toEqual([1, 2, 3, 4, 5]);
    expect(messages.filter((m) => m.includes(`"queueId":${queueId}`))).toHaveLength(1);

    // Committed just before shutting down: still announced.
    void publisher.publish({ queueId, version: 6, type: 'called', at: 0 });
    await publisher.close();
    await expect.poll(() => seen).toEqual([1, 2, 3, 4, 5, 6]);
    raw.disconnect();
    await other.close();
  });

  it('reports a failed publish instead of rejecting: the change it announces is already committed', async () => {
    const errors: unknown[] = [];
    const bus = new RedisEventBus(redisUrl as string, (error) => errors.push(error), SECRET);
    await bus.whenReady();
    await bus.close();
    await expect(bus.publish({ queueId: 1, version: 1, type: 'joined', at: 0 })).resolves.toBeUndefined();
    expect(errors.length).toBeGreaterThan(0);
  });

  it('drops what is not signed by this deployment, and never hears another deployment', async () => {
    const errors: unknown[] = [];
    const ours = new RedisEventBus(redisUrl as string, (error) => errors.push(error), SECRET);
    const theirs = new RedisEventBus(redisUrl as string, () => undefined, `${SECRET}-outra`);
    await Promise.all([ours.whenReady(), theirs.whenReady()]);
    const seen: number[] = [];
    ours.subscribe((change) => seen.push(change.version));
    const queueId = 910_000 + Math.floor(Math.random() * 1000);
    const intruder = new Redis(redisUrl as string);
    const { channel } = busIdentity(SECRET);
    await intruder.publish(channel, JSON.stringify({ queueId, version: 99, type: 'called', at: 0 }));
    await intruder.publish(
      channel,
      `AAAA.${JSON.stringify({ queueId, version: 98, type: 'called', at: 0 })}`,
    );
    await intruder.publish(
      'vez:queue-changes',
      JSON.stringify({ queueId, version: 97, type: 'called', at: 0 }),
    );
    await theirs.publish({ queueId, version: 96, type: 'called', at: 0 });
    await ours.publish({ queueId, version: 1, type: 'joined', at: 0 });
    await expect.poll(() => seen).toEqual([1]);
    expect(errors.length).toBe(2);
    intruder.disconnect();
    await Promise.all([ours.close(), theirs.close()]);
  });
});
