import type { ChangeListener, EventBus, ReconnectListener, RevocationListener } from '../../events/event-bus';
import type { QueueChange, QueueChangeType } from '../../events/queue-change';
import type { SessionRevocation } from '../../events/session-revocation';

/**
 * The bus as it was, counting each queue change this instance announces. Every join, call and other
 * mutation is announced once, by the instance that committed it, so the counts add up across instances.
 */
export class CountingEventBus implements EventBus {
  constructor(
    private readonly inner: EventBus,
    private readonly count: (type: QueueChangeType) => void,
  ) {}

  publish(change: QueueChange): Promise<void> {
    this.count(change.type);
    return this.inner.publish(change);
  }

  subscribe(listener: ChangeListener): () => void {
    return this.inner.subscribe(listener);
  }

  announceRevocation(revocation: SessionRevocation): Promise<void> {
    return this.inner.announceRevocation(revocation);
  }

  onRevocation(listener: RevocationListener): () => void {
    return this.inner.onRevocation(listener);
  }

  onReconnect(listener: ReconnectListener): () => void {
    return this.inner.onReconnect(listener);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
