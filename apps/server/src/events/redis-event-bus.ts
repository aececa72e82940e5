import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ChangeListener, EventBus, ReconnectListener, RevocationListener } from './event-bus';
import { isQueueChange, type QueueChange } from './queue-change';
import { isSessionRevocation, type SessionRevocation } from './session-revocation';

/**
 * The channel and the signing key of one deployment, both derived from its JWT secret (which every
 * instance of a deployment shares, and which is required with REDIS_URL): another deployment on the
 * same Redis listens elsewhere, and a message that does not carry our signature is dropped.
 */
export function busIdentity(secret: string) {
  const channel = `vez:${createHash('sha256').update(`canal:${secret}`).digest('hex').slice(0, 16)}:queue-changes`;
  const key = createHmac('sha256', secret).update('vez-event-bus').digest();
  return { channel, key };
}

/**
 * Several instances: every change is published, signed, on the deployment's Redis channel and each
 * instance (the publisher included) delivers it to its own listeners when it comes back, so all
 * instances see the same order. Messages that do not verify are dropped and reported.
 *
 * The changes committed in one turn of the event loop go out as one message (a JSON array, one
 * signature): under load an instance commits several joins per turn, and each message costs every
 * instance a Redis reply to parse, an HMAC and a JSON parse (decision 041). A lone change is sent as
 * it always was, a bare object.
 */
export class RedisEventBus implements EventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly local = new EventEmitter().setMaxListeners(0);
  private readonly ready: Promise<unknown>;
  private readonly channel: string;
  private readonly key: Buffer;
  private connectedBefore = false;
  /** Changes waiting for the end of this turn of the event loop, and the send they will go out in. */
  private pending: QueueChange[] = [];
  private sending: Promise<void> | null = null;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void,
    secret: string,
  ) {
    ({ channel: this.channel, key: this.key } = busIdentity(secret));
    this.publisher = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
    // Subscribing again after a reconnect is ours to do (onConnectionReady): ioredis's own
    // resubscription leaves its promise unobserved, and closing the bus before Redis answers it
    // ends the process with an unhandled "Connection is closed" rejection.
    this.subscriber = new Redis(url, { maxRetriesPerRequest: null, autoResubscribe: false });
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        const payload = this.verify(message);
        if (payload === null) onError(new Error('mensagem do barramento sem assinatura válida descartada'));
        else if (Array.isArray(payload)) {
          for (const change of payload) {
            if (isQueueChange(change)) this.local.emit('change', change);
            else onError(new Error('mudança de fila irreconhecível no barramento descartada'));
          }
        } else if (isQueueChange(payload)) this.local.emit('change', payload);
        else if (isSessionRevocation((payload as { revocation?: unknown }).revocation)) {
          this.local.emit('revocation', (payload as { revocation: SessionRevocation }).revocation);
        }
      } catch (error) {
        onError(error);
      }
    });
    this.ready = this.subscriber.subscribe(this.channel);
    // Those who wait for it see a failure; a bus closed before it ever connected must not crash.
    this.ready.catch(() => undefined);
    this.subscriber.on('ready', () => this.onConnectionReady());
  }

  /**
   * Everything published while this instance was cut off from Redis (a restart, a network blip) is
   * gone for it: Redis does not keep messages. Once it listens again, its listeners are told to read
   * afresh, or live streams would show a stale line until the next change.
   */
  private onConnectionReady() {
    if (!this.connectedBefore) {
      this.connectedBefore = true;
      return;
    }
    // The reply to this subscription marks the moment from which nothing is missed, so the fresh
    // reads start after it.
    this.subscriber.subscribe(this.channel).then(
      () => this.local.emit('reconnect'),
      (error: unknown) => this.onError(error),
    );
  }

  /** Resolves once this instance receives the channel, so nothing published after start-up is missed. */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  /**
   * Never rejects: a change is already committed when it is announced; a failure is only logged.
   * Resolves once the message carrying it has been handed to Redis.
   */
  publish(change: QueueChange): Promise<void> {
    this.pending.push(change);
    this.sending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.send());
    return this.sending;
  }

  private async send(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    this.sending = null;
    try {
      const json = JSON.stringify(batch.length === 1 ? batch[0] : batch);
      await this.publisher.publish(this.channel, this.sign(json));
    } catch (error) {
      this.onError(error);
    }
  }

  /** `{signature}.{json}`: HMAC-SHA256 of the JSON with the deployment's key. */
  private sign(json: string): string {
    return `${createHmac('sha256', this.key).update(json).digest('base64url')}.${json}`;
  }

  private verify(message: string): unknown {
    const dot = message.indexOf('.');
    if (dot <= 0) return null;
    const json = message.slice(dot + 1);
    const given = Buffer.from(message.slice(0, dot), 'base64url');
    const expected = createHmac('sha256', this.key).update(json).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return JSON.parse(json) as unknown;
  }

  async announceRevocation(revocation: SessionRevocation): Promise<void> {
    try {
      await this.publisher.publish(this.channel, this.sign(JSON.stringify({ revocation })));
    } catch (error) {
      this.onError(error);
    }
  }

  onRevocation(listener: RevocationListener): () => void {
    this.local.on('revocation', listener);
    return () => this.local.off('revocation', listener);
  }

  onReconnect(listener: ReconnectListener): () => void {
    this.local.on('reconnect', listener);
    return () => this.local.off('reconnect', listener);
  }

  subscribe(listener: ChangeListener): () => void {
    this.local.on('change', listener);
    return () => this.local.off('change', listener);
  }

  async close(): Promise<void> {
    // What was committed just before closing still goes out.
    await this.sending;
    this.local.removeAllListeners();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
