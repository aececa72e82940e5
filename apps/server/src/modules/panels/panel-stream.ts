import { PANEL_REVOKED, type PanelRevokedEvent } from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { EventSink } from '../live/event-sink';
import type { LiveHub } from '../live/live-hub';
import { admitStream, StreamAllowance } from '../live/stream-allowance';
import { seenVersionsOf } from '../live/stream-ids';
import { panelOfToken, queuesOfPanel } from './panel-view';

/** A panel of no queue yet is closed after this, so the TV picks up a queue created meanwhile. */
const EMPTY_PANEL_MS = 60_000;

/**
 * The TV's live stream: the multiplexed stream of its queues through the live hub (anonymous, masked
 * picture, Last-Event-ID resume; decision 009), plus a `revoked` event that ends it when the owner
 * revokes the link on this instance. The TV reads the masked names from GET /api/panels/:token when
 * an event says a call happened (decision 027), so the hub's messages stay the same for everyone.
 */
export class PanelStreams {
  private readonly open = new Map<number, Set<EventSink>>();
  private readonly allowance: StreamAllowance;

  constructor(
    private readonly services: AppServices,
    private readonly hub: LiveHub,
  ) {
    this.allowance = new StreamAllowance(services.config.liveStreamsPerAddress);
  }

  /**
   * Finds the panel, admits a stream from `address`, then has its route open it (`openStream`, the
   * transport: http/event-stream.ts) and follows the panel's queues on it from `lastEventId`.
   */
  async start(
    token: string,
    address: string,
    lastEventId: unknown,
    openStream: () => EventSink,
  ): Promise<void> {
    const panel = await panelOfToken(this.services, token);
    const queueIds = (await queuesOfPanel(this.services, panel)).map((queue) => queue.id);
    const release = admitStream(this.hub, this.allowance, address);
    const stream = openStream();
    const held = this.open.get(panel.id) ?? new Set();
    held.add(stream);
    this.open.set(panel.id, held);
    stream.onClose(() => {
      release();
      held.delete(stream);
      if (held.size === 0 && this.open.get(panel.id) === held) this.open.delete(panel.id);
    });
    if (queueIds.length === 0) {
      this.hub.holdOpen(stream);
      setTimeout(() => stream.end(), EMPTY_PANEL_MS).unref();
      return;
    }
    const seen = seenVersionsOf(lastEventId, queueIds);
    await this.hub.watch(queueIds, null, stream, seen, true);
  }

  /** Tells every TV showing the panel that it was revoked, and ends their streams. */
  revoked(panelId: number): void {
    const held = this.open.get(panelId);
    if (!held) return;
    this.open.delete(panelId);
    const event: PanelRevokedEvent = { mensagem: PANEL_REVOKED };
    const message = JSON.stringify(event);
    for (const stream of held) {
      if (!stream.open) continue;
      stream.send('revoked', message);
      stream.end();
    }
  }
}
