import { EventEmitter } from 'node:events';
import type { QueueChange } from './queue-change';
import type { SessionRevocation } from './session-revocation';

export type ChangeListener = (change: QueueChange) => void;
export type RevocationListener = (revocation: SessionRevocation) => void;

/** Fans queue changes out to every server instance's live streams. */
export interface EventBus {
  /** Announces a committed change; never rejects (failures are the bus's to log). */
  publish(change: QueueChange): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
  /** Tells every instance (this one included) that sessions ended; never rejects. */
  announceRevocation(revocation: SessionRevocation): Promise<void>;
  onRevocation(listener: RevocationListener): () => void;
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

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
