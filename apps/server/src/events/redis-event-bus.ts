import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ChangeListener, EventBus } from './event-bus';
import { isQueueChange, type QueueChange } from './queue-change';

const CHANNEL = 'vez:queue-changes';

/**
 * Several instances: every change is published on one Redis channel and each instance (the publisher
 * included) delivers it to its own listeners when it comes back, so all instances see the same order.
 */
export class RedisEventBus implements EventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly local = new EventEmitter().setMaxListeners(0);
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void,
  ) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null });
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        const change: unknown = JSON.parse(message);
        if (isQueueChange(change)) this.local.emit('change', change);
      } catch (error) {
        onError(error);
      }
    });
    this.ready = this.subscriber.subscribe(CHANNEL);
  }

  /** Resolves once this instance receives the channel, so nothing published after start-up is missed. */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  /** Never rejects: a change is already committed when it is announced; a failure is only logged. */
  async publish(change: QueueChange): Promise<void> {
    try {
      await this.publisher.publish(CHANNEL, JSON.stringify(change));
    } catch (error) {
      this.onError(error);
    }
  }

  subscribe(listener: ChangeListener): () => void {
    this.local.on('change', listener);
    return () => this.local.off('change', listener);
  }

  async close(): Promise<void> {
    this.local.removeAllListeners();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
