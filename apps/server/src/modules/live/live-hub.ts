import type { AppServices } from '../../app-services';
import type { QueueChange, QueueChangeType } from '../../events/queue-change';
import type { EventSink } from './event-sink';
import { loadSnapshot, myTicketIn, type QueueSnapshot } from './queue-snapshot';
import { formatVersions } from './stream-ids';

/** One open stream: a queue's own, or a page's (or a TV panel's) of several queues. */
interface LiveStream {
  sink: EventSink;
  /** The watching client, or null for the owner and anonymous visitors (no ticket of their own). */
  clientId: number | null;
  /**
   * A stream of several queues: the latest version it carries of each, all of them in every event id
   * (see stream-ids.ts), so a reconnect resumes each queue. Null for a queue's own stream (id = version).
   */
  sent: Map<number, number> | null;
  watchers: Watcher[];
}

/** One queue followed by one stream. */
interface Watcher {
  queueId: number;
  /** False until its first message is written; change messages skip it until then. */
  ready: boolean;
  lastTicketId: number | null;
  stream: LiveStream;
}

interface Pending {
  types: QueueChangeType[];
  /** Tickets whose call is news to their client: called, called again, or marked 'Não compareceu'. */
  called: Set<number>;
}

const TOLD_TO_ITS_CLIENT: ReadonlySet<QueueChangeType> = new Set([
  'called',
  'recalled',
  'no_show',
  'no_show_undone',
]);
/** Changes that are the business of the ticket's client alone: everybody else reads 'updated'. */
const PRIVATE_CHANGES: ReadonlySet<QueueChangeType> = new Set(['no_show', 'no_show_undone']);

type Services = Pick<AppServices, 'queues' | 'tickets' | 'calledTickets' | 'bus' | 'clock'>;

/**
 * This instance's live streams. A change (from this instance or, through the bus, another one) marks
 * its queue dirty; on the next tick the queue is read and ranked once, and every watcher gets its
 * message cut from that one snapshot, so a burst of changes costs one read however many watch. The
 * latest snapshot is kept per queue, so a new stream on an unchanged queue costs no read at all.
 * A page's stream of several queues is one stream with one watcher per queue: the same code path.
 */
export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  /** Streams with no queue to follow (a TV panel of an establishment without one): heartbeats only. */
  private readonly idle = new Set<EventSink>();
  private readonly watchers = new Map<number, Set<Watcher>>();
  private readonly pending = new Map<number, Pending>();
  private readonly snapshots = new Map<number, QueueSnapshot>();
  private readonly loading = new Map<number, Promise<QueueSnapshot | null>>();
  /** Highest version announced on the bus for each watched queue: no snapshot older than it is sent. */
  private readonly announced = new Map<number, number>();
  /** Version of the last 'edited' heard per watched queue: a catch-up message must still say it. */
  private readonly edited = new Map<number, number>();
  private flushing = false;
  /** Set by close(): a stream that finishes opening afterwards is ended at once. */
  private closed = false;

  /** False once the hub is closing: new streams are refused so their clients go to another instance. */
  get accepting(): boolean {
    return !this.closed;
  }
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly services: Services,
    private readonly onError: (error: unknown) => void,
    heartbeatMs: number,
  ) {
    const stopChanges = services.bus.subscribe((change) => this.onChange(change));
    const stopReconnects = services.bus.onReconnect(() => {
      this.resync().catch(this.onError);
    });
    this.unsubscribe = () => {
      stopChanges();
      stopReconnects();
    };
    // Heartbeats keep proxies and load balancers from closing a quiet stream.
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  /** Streams open on this instance (for tests and monitoring). */
  watcherCount(): number {
    return this.streams.size;
  }

  /**
   * Registers a stream of one or more queues and sends it each one's current picture (or `resumed`
   * for a queue it already holds at `seen`'s version). Watchers are registered before anything is
   * read, so a change or a disconnect that happens while the first pictures load is not missed.
   * `multiplexed` streams carry every queue's version in their event ids; a queue's own stream, just
   * the version. Resolves false when none of the queues exists (the stream is then ended).
   */
  async watch(
    queueIds: readonly number[],
    clientId: number | null,
    sink: EventSink,
    seen: ReadonlyMap<number, number>,
    multiplexed = false,
  ): Promise<boolean> {
    if (this.closed) {
      sink.end();
      return false;
    }
    const sent = multiplexed ? new Map<number, number>() : null;
    const stream: LiveStream = { sink, clientId, sent, watchers: [] };
    for (const queueId of queueIds) {
      const version = seen.get(queueId);
      // What the client already holds stays in the id until this stream sends something newer.
      if (sent && version !== undefined) sent.set(queueId, version);
      const watcher: Watcher = { queueId, ready: false, lastTicketId: null, stream };
      stream.watchers.push(watcher);
      const set = this.watchers.get(queueId) ?? new Set();
      set.add(watcher);
      this.watchers.set(queueId, set);
    }
    this.streams.add(stream);
    sink.onClose(() => this.removeStream(stream));
    try {
      const sentAny = await Promise.all(
        stream.watchers.map((watcher) => this.sendFirstPicture(watcher, seen.get(watcher.queueId))),
      );
      if (!sink.open || !sentAny.includes(true)) {
        this.removeStream(stream);
        sink.end();
      }
      return sentAny.includes(true);
    } catch (error) {
      this.removeStream(stream);
      sink.end();
      throw error;
    }
  }

  /**
   * Keeps a stream with nothing to watch yet (a TV panel whose establishment has no queue) open like the
   * others: heartbeats, so proxies do not cut it and the TV can tell it is connected, and an end when the
   * hub closes, so a shutdown does not wait on it. Its owner ends it when there is something to watch.
   */
  holdOpen(sink: EventSink): void {
    if (this.closed) {
      sink.end();
      return;
    }
    this.idle.add(sink);
    sink.onClose(() => this.idle.delete(sink));
  }

  private async sendFirstPicture(watcher: Watcher, seenVersion: number | undefined): Promise<boolean> {
    const { queueId } = watcher;
    const snapshot = await this.currentSnapshot(queueId);
    if (!snapshot || !watcher.stream.sink.open) {
      this.removeWatcher(watcher);
      return false;
    }
    const prefix = messagePrefix(seenVersion === snapshot.version ? 'resumed' : 'snapshot', [], snapshot);
    this.write(watcher, snapshot.version, this.messageFor(watcher, prefix, snapshot, new Set(), true));
    watcher.ready = true;
    // A change announced while this picture was being cut: send the newer one too, named 'edited' if an
    // edit is among what the picture missed (client screens read the queue again only then).
    if (snapshot.version < (this.announced.get(queueId) ?? 0)) {
      this.markDirty(queueId, (this.edited.get(queueId) ?? 0) > snapshot.version ? 'edited' : 'updated');
    }
    return true;
  }

  private removeStream(stream: LiveStream) {
    if (!this.streams.delete(stream)) return;
    for (const watcher of stream.watchers) this.removeWatcher(watcher);
  }

  private removeWatcher(watcher: Watcher) {
    const set = this.watchers.get(watcher.queueId);
    if (!set?.delete(watcher) || set.size > 0) return;
    this.watchers.delete(watcher.queueId);
    this.snapshots.delete(watcher.queueId);
    this.announced.delete(watcher.queueId);
    this.edited.delete(watcher.queueId);
  }

  /**
   * Ends every stream (the server is shutting down): each client reconnects at once, to another
   * instance, with its Last-Event-ID, and nothing it missed is lost (a snapshot carries it all).
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe();
    clearInterval(this.heartbeat);
    for (const stream of this.streams) stream.sink.end();
    for (const sink of this.idle) sink.end();
    this.streams.clear();
    this.idle.clear();
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
    if (change.type === 'edited') this.edited.set(change.queueId, change.version);
    // A recall tells its client 'called' again, as the call did; a no-show tells them why it is over.
    const calledTicket = TOLD_TO_ITS_CLIENT.has(change.type) ? change.ticketId : undefined;
    this.markDirty(change.queueId, change.type, calledTicket);
  }

  /**
   * After the bus was cut off (Redis restarted, say), changes may have been announced that never
   * arrived: every watched queue is read afresh. A watcher whose ticket was called meanwhile is told
   * 'called', as the lost announcement would have told it, not 'left'. An edit may have been lost too,
   * and nothing here can tell: the message says 'edited', so client screens read the queue again.
   */
  private async resync() {
    await Promise.all(
      [...this.watchers].map(async ([queueId, watchers]) => {
        const held = [...watchers].flatMap((w) => (w.lastTicketId === null ? [] : [w.lastTicketId]));
        const called = held.length > 0 ? await this.services.tickets.listCalledAmong(queueId, held) : [];
        this.markDirty(queueId, 'edited');
        for (const ticketId of called) this.pending.get(queueId)?.called.add(ticketId);
      }),
    );
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
    // Everybody reads the change's name but a no-show's (or its undo's): its client alone is told, in `me`.
    const types = pending.types.map((type) => (PRIVATE_CHANGES.has(type) ? 'updated' : type));
    const prefix = messagePrefix(types[types.length - 1] ?? 'updated', types, snapshot);
    // Everybody without a ticket of their own gets the same bytes.
    const shared = `${prefix}null}`;
    for (const watcher of watchers) {
      // A stream still waiting for its first picture gets it (at least this new) from watch().
      if (!watcher.ready) continue;
      this.write(
        watcher,
        snapshot.version,
        watcher.stream.clientId === null
          ? shared
          : this.messageFor(watcher, prefix, snapshot, pending.called),
      );
    }
  }

  /** The message for one watcher: the shared part, then only `me` serialised per client. */
  private messageFor(
    watcher: Watcher,
    prefix: string,
    snapshot: QueueSnapshot,
    called: ReadonlySet<number>,
    firstPicture = false,
  ): string {
    const { clientId } = watcher.stream;
    if (clientId === null) return `${prefix}null}`;
    const me = myTicketIn(
      snapshot,
      clientId,
      watcher.lastTicketId,
      called,
      firstPicture,
      this.services.clock.now(),
    );
    watcher.lastTicketId = me?.status === 'waiting' ? me.ticketId : null;
    return `${prefix}${JSON.stringify(me)}}`;
  }

  private write(watcher: Watcher, version: number, data: string) {
    const { sink, sent } = watcher.stream;
    if (!sink.open) return;
    sent?.set(watcher.queueId, version);
    sink.send('queue', data, sent ? formatVersions(sent) : String(version));
  }

  private beat() {
    for (const { sink } of this.streams) sink.ping();
    for (const sink of this.idle) sink.ping();
  }
}

/** `{"type":...,"changes":...,"version":...,"queue":{...},"me":` — completed per watcher. */
function messagePrefix(type: string, changes: QueueChangeType[], snapshot: QueueSnapshot): string {
  const head = JSON.stringify({ type, changes, version: snapshot.version, queue: snapshot.summary });
  return `${head.slice(0, -1)},"me":`;
}
