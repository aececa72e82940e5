import { EventEmitter } from 'node:events';
import type { QueueChange } from './queue-change';
import type { SessionRevocation } from './session-revocation';

export type ChangeListener = (change: QueueChange) => void;
export type RevocationListener = (revocation: SessionRevocation) => void;
export type ReconnectListener = () => void;

/** Fans queue changes out to every server instance's live streams. */
export interface EventBus {
  /** Announces a committed change; never rejects (failures are the bus's to log). */
  publish(change: QueueChange): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  /** Tells every instance (this one included) that sessions ended; never rejects. */
  announceRevocation(revocation: SessionRevocation): Promise<void>;
  onRevocation(listener: RevocationListener): () => void;
  /**
   * Called when this instance may have missed announcements (its connection to the other instances
   * dropped and is back): whoever shows state from them must read it afresh.
   */
  onReconnect(listener: ReconnectListener): () => void;
  close(): Promise<void>;
}

/** One process: changes go straight to this instance's listeners. */
export class InProcessEventBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(change: QueueChange): Promise<void> {
    this.emitter.emit('change', change);
  }

  subscribe(listener: ChangeListener): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }

  async announceRevocation(revocation: SessionRevocation): Promise<void> {
    this.emitter.emit('revocation', revocation);
  }

  onRevocation(listener: RevocationListener): () => void {
    this.emitter.on('revocation', listener);
    return () => this.emitter.off('revocation', listener);
  }

  /** One process never loses its own announcements. */
  onReconnect(_listener: ReconnectListener): () => void {
    return () => undefined;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
