import type { ServerResponse } from 'node:http';
import type { AppServices } from '../../app-services';
import type { QueueChange, QueueChangeType } from '../../events/queue-change';
import { loadSnapshot, myTicketIn, type QueueSnapshot } from './queue-snapshot';

interface Watcher {
  queueId: number;
  /** False until its first message is written; change messages skip it until then. */
  ready: boolean;
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
  /** Highest version announced on the bus for each watched queue: no snapshot older than it is sent. */
  private readonly announced = new Map<number, number>();
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

  /** Streams open on this instance (for tests and monitoring). */
  watcherCount(): number {
    let total = 0;
    for (const set of this.watchers.values()) total += set.size;
    return total;
  }

  /**
   * Registers a stream and sends it the current picture (or `resumed` when it is already up to date).
   * The watcher is registered before anything is read, so a change or a disconnect that happens while
   * its first picture loads is not missed.
   */
  async watch(
    queueId: number,
    clientId: number | null,
    response: ServerResponse,
    lastEventId: number | null,
  ) {
    const watcher: Watcher = { queueId, ready: false, clientId, lastTicketId: null, response };
    const set = this.watchers.get(queueId) ?? new Set();
    set.add(watcher);
    this.watchers.set(queueId, set);
    response.on('close', () => this.remove(watcher));
    try {
      const snapshot = await this.currentSnapshot(queueId);
      if (!snapshot || response.destroyed) {
        this.remove(watcher);
        response.end();
        return snapshot !== null;
      }
      const upToDate = lastEventId !== null && lastEventId === snapshot.version;
      const prefix = messagePrefix(upToDate ? 'resumed' : 'snapshot', [], snapshot);
      this.write(watcher, snapshot.version, this.messageFor(watcher, prefix, snapshot, new Set()));
      watcher.ready = true;
      // A change announced while this picture was being cut: send the newer one too.
      if (snapshot.version < (this.announced.get(queueId) ?? 0)) this.markDirty(queueId, 'updated');
      return true;
    } catch (error) {
      this.remove(watcher);
      response.end();
      throw error;
    }
  }

  private remove(watcher: Watcher) {
    const set = this.watchers.get(watcher.queueId);
    if (!set?.delete(watcher) || set.size > 0) return;
    this.watchers.delete(watcher.queueId);
    this.snapshots.delete(watcher.queueId);
    this.announced.delete(watcher.queueId);
  }

  async close(): Promise<void> {
    this.unsubscribe();
    clearInterval(this.heartbeat);
    for (const set of this.watchers.values()) for (const watcher of set) watcher.response.end();
    this.watchers.clear();
    this.snapshots.clear();
  }

  /** The kept snapshot when the queue's version has not moved, else a fresh one. */
  private async currentSnapshot(queueId: number): Promise<QueueSnapshot | null> {
    const kept = this.snapshots.get(queueId);
    if (kept && kept.version >= (this.announced.get(queueId) ?? 0)) {
      const queue = await this.services.queues.findById(queueId);
      if (queue?.version === kept.version) return kept;
    }
    return this.freshSnapshot(queueId);
  }

  /**
   * A snapshot at least as new as every announced change. A load that was already running when a
   * change was announced may predate it; then the queue is read again.
   */
  private async freshSnapshot(queueId: number): Promise<QueueSnapshot | null> {
    let snapshot = await this.load(queueId);
    for (
      let again = 0;
      snapshot && again < 3 && snapshot.version < (this.announced.get(queueId) ?? 0);
      again++
    ) {
      snapshot = await this.load(queueId);
    }
    return snapshot;
  }

  /** One read at a time per queue; callers arriving meanwhile share it. */
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
    this.announced.set(change.queueId, Math.max(change.version, this.announced.get(change.queueId) ?? 0));
    this.markDirty(change.queueId, change.type, change.type === 'called' ? change.ticketId : undefined);
  }

  private markDirty(queueId: number, type: QueueChangeType, calledTicketId?: number) {
    const pending = this.pending.get(queueId) ?? { types: [], called: new Set<number>() };
    pending.types.push(type);
    if (calledTicketId !== undefined) pending.called.add(calledTicketId);
    this.pending.set(queueId, pending);
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
        // One queue's failure (say, a database hiccup) must not silence the others.
        await Promise.all(
          batch.map(([queueId, pending]) => this.publish(queueId, pending).catch(this.onError)),
        );
      }
    } finally {
      this.flushing = false;
    }
  }

  private async publish(queueId: number, pending: Pending) {
    if (!this.watchers.get(queueId)?.size) return;
    const snapshot = await this.freshSnapshot(queueId);
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
      // A stream still waiting for its first picture gets it (at least this new) from watch().
      if (!watcher.ready) continue;
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
