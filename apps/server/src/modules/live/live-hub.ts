import type { ServerResponse } from 'node:http';
import type { AppServices } from '../../app-services';
import type { QueueChange, QueueChangeType } from '../../events/queue-change';
import { loadSnapshot, type MyTicket, myTicketIn, type QueueSnapshot } from './queue-snapshot';

interface Watcher {
  queueId: number;
  /** The watching client, or null for the owner and anonymous visitors (no ticket of their own). */
  clientId: number | null;
  lastTicketId: number | null;
  response: ServerResponse;
}

interface Pending {
  types: QueueChangeType[];
  called: Set<number>;
}

type Services = Pick<AppServices, 'queues' | 'tickets' | 'bus'>;

/**
 * This instance's live streams. A change (from this instance or, through the bus, another one) marks
 * its queue dirty; on the next tick the queue is read and ranked once, and every watcher gets its
 * message cut from that one snapshot, so a burst of changes costs one read however many watch.
 */
export class LiveHub {
  private readonly watchers = new Map<number, Set<Watcher>>();
  private readonly pending = new Map<number, Pending>();
  private flushing = false;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly services: Services,
    private readonly onError: (error: unknown) => void,
    heartbeatMs: number,
  ) {
    this.unsubscribe = services.bus.subscribe((change) => this.onChange(change));
    // Comment lines keep proxies and load balancers from closing a quiet stream.
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    let total = 0;
    for (const set of this.watchers.values()) total += set.size;
    return total;
  }

  /** Registers a stream and sends it the current picture, unless it reconnects already up to date. */
  async watch(
    queueId: number,
    clientId: number | null,
    response: ServerResponse,
    lastEventId: number | null,
  ) {
    const snapshot = await loadSnapshot(this.services, queueId);
    if (!snapshot) return false;
    const watcher: Watcher = { queueId, clientId, lastTicketId: null, response };
    const set = this.watchers.get(queueId) ?? new Set();
    set.add(watcher);
    this.watchers.set(queueId, set);
    response.on('close', () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(queueId) === set) this.watchers.delete(queueId);
    });
    const upToDate = lastEventId !== null && lastEventId === snapshot.version;
    const message = this.messageFor(watcher, snapshot, upToDate ? 'resumed' : 'snapshot', [], new Set());
    this.write(watcher, snapshot.version, message);
    return true;
  }

  async close(): Promise<void> {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    for (const set of this.watchers.values()) for (const watcher of set) watcher.response.end();
    this.watchers.clear();
  }

  private onChange(change: QueueChange) {
    if (!this.watchers.has(change.queueId)) return;
    const pending = this.pending.get(change.queueId) ?? { types: [], called: new Set<number>() };
    pending.types.push(change.type);
    if (change.type === 'called' && change.ticketId !== undefined) pending.called.add(change.ticketId);
    this.pending.set(change.queueId, pending);
    if (!this.flushing) {
      this.flushing = true;
      setImmediate(() => void this.flush());
    }
  }

  private async flush() {
    try {
      while (this.pending.size > 0) {
        const batch = [...this.pending];
        this.pending.clear();
        await Promise.all(batch.map(([queueId, pending]) => this.publish(queueId, pending)));
      }
    } catch (error) {
      this.onError(error);
    } finally {
      this.flushing = false;
    }
  }

  private async publish(queueId: number, pending: Pending) {
    const watchers = this.watchers.get(queueId);
    if (!watchers || watchers.size === 0) return;
    const snapshot = await loadSnapshot(this.services, queueId);
    if (!snapshot) return;
    const type = pending.types[pending.types.length - 1] ?? 'updated';
    // Everybody without a ticket of their own gets the same bytes: serialise them once.
    let shared: string | null = null;
    for (const watcher of watchers) {
      if (watcher.clientId === null) {
        shared ??= this.messageFor(watcher, snapshot, type, pending.types, pending.called);
        this.write(watcher, snapshot.version, shared);
      } else {
        this.write(
          watcher,
          snapshot.version,
          this.messageFor(watcher, snapshot, type, pending.types, pending.called),
        );
      }
    }
  }

  private messageFor(
    watcher: Watcher,
    snapshot: QueueSnapshot,
    type: string,
    changes: QueueChangeType[],
    called: ReadonlySet<number>,
  ): string {
    let me: MyTicket = null;
    if (watcher.clientId !== null) {
      me = myTicketIn(snapshot, watcher.clientId, watcher.lastTicketId, called);
      watcher.lastTicketId = me?.status === 'waiting' ? me.ticketId : null;
    }
    return JSON.stringify({ type, changes, version: snapshot.version, queue: snapshot.summary, me });
  }

  private write(watcher: Watcher, version: number, data: string) {
    if (watcher.response.writableEnded) return;
    watcher.response.write(`id: ${version}\nevent: queue\ndata: ${data}\n\n`);
  }

  private beat() {
    for (const set of this.watchers.values()) {
      for (const watcher of set) if (!watcher.response.writableEnded) watcher.response.write(': ping\n\n');
    }
  }
}
