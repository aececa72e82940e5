import { EventEmitter } from 'node:events';
import type { QueueChange } from './queue-change';

export type ChangeListener = (change: QueueChange) => void;

/** Fans queue changes out to every server instance's live streams. */
export interface EventBus {
  /** Announces a committed change; never rejects (failures are the bus's to log). */
  publish(change: QueueChange): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
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

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
