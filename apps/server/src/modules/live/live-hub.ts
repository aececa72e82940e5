import type { ServerResponse } from 'node:http';
import type { AppServices } from '../../app-services';
import type { QueueChange, QueueChangeType } from '../../events/queue-change';
import { loadSnapshot, myTicketIn, type QueueSnapshot } from './queue-snapshot';

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
 * message cut from that one snapshot, so a burst of changes costs one read however many watch. The
 * latest snapshot is kept per queue, so a new stream on an unchanged queue costs no read at all.
 */
export class LiveHub {
  private readonly watchers = new Map<number, Set<Watcher>>();
  private readonly pending = new Map<number, Pending>();
  private readonly snapshots = new Map<number, QueueSnapshot>();
  private readonly loading = new Map<number, Promise<QueueSnapshot | null>>();
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

  /** Registers a stream and sends it the current picture (or `resumed` when it is already up to date). */
  async watch(
    queueId: number,
    clientId: number | null,
    response: ServerResponse,
    lastEventId: number | null,
  ) {
    const snapshot = await this.currentSnapshot(queueId);
    if (!snapshot) return false;
    const watcher: Watcher = { queueId, clientId, lastTicketId: null, response };
    const set = this.watchers.get(queueId) ?? new Set();
    set.add(watcher);
    this.watchers.set(queueId, set);
    response.on('close', () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(queueId) === set) {
        this.watchers.delete(queueId);
        this.snapshots.delete(queueId);
      }
    });
    const upToDate = lastEventId !== null && lastEventId === snapshot.version;
    const prefix = messagePrefix(upToDate ? 'resumed' : 'snapshot', [], snapshot);
    this.write(watcher, snapshot.version, this.messageFor(watcher, prefix, snapshot, new Set()));
    return true;
  }

  async close(): Promise<void> {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    for (const set of this.watchers.values()) for (const watcher of set) watcher.response.end();
    this.watchers.clear();
    this.snapshots.clear();
  }

  /** The kept snapshot when the queue's version has not moved, else a fresh one (one load at a time). */
  private async currentSnapshot(queueId: number): Promise<QueueSnapshot | null> {
    const kept = this.snapshots.get(queueId);
    if (kept) {
      const queue = await this.services.queues.findById(queueId);
      if (queue?.version === kept.version) return kept;
    }
    return this.load(queueId);
  }

  private load(queueId: number): Promise<QueueSnapshot | null> {
    let loading = this.loading.get(queueId);
    if (!loading) {
      loading = loadSnapshot(this.services, queueId).finally(() => this.loading.delete(queueId));
      this.loading.set(queueId, loading);
    }
    return loading.then((snapshot) => {
      if (snapshot && this.watchers.has(queueId)) this.snapshots.set(queueId, snapshot);
      return snapshot;
    });
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
    if (!this.watchers.get(queueId)?.size) return;
    const snapshot = await this.load(queueId);
    const watchers = this.watchers.get(queueId);
    if (!snapshot || !watchers) return;
    const prefix = messagePrefix(
      pending.types[pending.types.length - 1] ?? 'updated',
      pending.types,
      snapshot,
    );
    // Everybody without a ticket of their own gets the same bytes.
    const shared = `${prefix}null}`;
    for (const watcher of watchers) {
      this.write(
        watcher,
        snapshot.version,
        watcher.clientId === null ? shared : this.messageFor(watcher, prefix, snapshot, pending.called),
      );
    }
  }

  /** The message for one watcher: the shared part, then only `me` serialised per client. */
  private messageFor(
    watcher: Watcher,
    prefix: string,
    snapshot: QueueSnapshot,
    called: ReadonlySet<number>,
  ): string {
    if (watcher.clientId === null) return `${prefix}null}`;
    const me = myTicketIn(snapshot, watcher.clientId, watcher.lastTicketId, called);
    watcher.lastTicketId = me?.status === 'waiting' ? me.ticketId : null;
    return `${prefix}${JSON.stringify(me)}}`;
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

/** `{"type":...,"changes":...,"version":...,"queue":{...},"me":` — completed per watcher. */
function messagePrefix(type: string, changes: QueueChangeType[], snapshot: QueueSnapshot): string {
  const head = JSON.stringify({ type, changes, version: snapshot.version, queue: snapshot.summary });
  return `${head.slice(0, -1)},"me":`;
}
