import type { ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import { PANEL_REVOKED } from '@vez/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../../app-services';
import { AppError } from '../app-error';
import type { LiveHub } from '../live/live-hub';
import { SHUTTING_DOWN, TOO_MANY_STREAMS } from '../live/live-routes';
import { StreamAllowance } from '../live/stream-allowance';
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
  private readonly open = new Map<number, Set<ServerResponse>>();
  private readonly allowance: StreamAllowance;

  constructor(
    private readonly services: AppServices,
    private readonly hub: LiveHub,
  ) {
    this.allowance = new StreamAllowance(services.config.liveStreamsPerAddress);
  }

  async start(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    const panel = await panelOfToken(this.services, token);
    const queueIds = (await queuesOfPanel(this.services, panel)).map((queue) => queue.id);
    if (!this.hub.accepting) throw new AppError('unavailable', SHUTTING_DOWN);
    const release = this.allowance.take(request.ip);
    if (!release) throw new AppError('too-many', TOO_MANY_STREAMS);
    reply.hijack();
    const response = reply.raw;
    const held = this.open.get(panel.id) ?? new Set();
    held.add(response);
    this.open.set(panel.id, held);
    // Called even when the socket closed during the awaits before ('close' would have been missed).
    finished(response, () => {
      release();
      held.delete(response);
      if (held.size === 0 && this.open.get(panel.id) === held) this.open.delete(panel.id);
    });
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.write('retry: 3000\n\n');
    if (queueIds.length === 0) {
      setTimeout(() => response.end(), EMPTY_PANEL_MS).unref();
      return;
    }
    const seen = seenVersionsOf(request.headers['last-event-id'], queueIds);
    await this.hub.watch(queueIds, null, response, seen, true);
  }

  /** Tells every TV showing the panel that it was revoked, and ends their streams. */
  revoked(panelId: number): void {
    const held = this.open.get(panelId);
    if (!held) return;
    this.open.delete(panelId);
    const message = JSON.stringify({ mensagem: PANEL_REVOKED });
    for (const response of held) {
      if (response.writableEnded) continue;
      response.write(`event: revoked\ndata: ${message}\n\n`);
      response.end();
    }
  }
}
