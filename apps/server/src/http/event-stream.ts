import type { ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { EventSink } from '../modules/live/event-sink';

/**
 * Server-Sent Events, the one transport of the live streams (a queue's, several queues', a TV panel's).
 * A route that has admitted a stream (modules/live/stream-allowance.ts) calls `openEventStream`: the
 * reply is taken over from Fastify, the headers and the `retry:` line go out, and what comes back is an
 * EventSink (modules/live/event-sink.ts) for the live hub and the panels to write events to. They never
 * see the response, the headers or the wire format; those, and their constants, are here.
 */

const HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  // Tell nginx-style proxies not to buffer the stream.
  'X-Accel-Buffering': 'no',
};

/** How long a browser waits before reconnecting a dropped stream (the stream's first line). */
const RECONNECT_AFTER_MS = 3000;

/** The heartbeat (every SSE_HEARTBEAT_MS, timed by the live hub): a comment line, which clients skip. */
const HEARTBEAT = ': ping\n\n';

/**
 * Takes the reply over (Fastify sends nothing more for it: no serializer, no hooks) and starts the
 * event stream on its raw response.
 */
export function openEventStream(reply: FastifyReply): EventSink {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, HEADERS);
  response.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
  return new ServerSentEvents(response);
}

class ServerSentEvents implements EventSink {
  constructor(private readonly response: ServerResponse) {}

  get open(): boolean {
    return !this.response.writableEnded && !this.response.destroyed;
  }

  send(event: string, data: string, id?: string): void {
    if (!this.open) return;
    const idLine = id === undefined ? '' : `id: ${id}\n`;
    this.response.write(`${idLine}event: ${event}\ndata: ${data}\n\n`);
  }

  ping(): void {
    if (this.open) this.response.write(HEARTBEAT);
  }

  end(): void {
    this.response.end();
  }

  onClose(listener: () => void): void {
    // `finished` calls back even when the socket closed before this was asked ('close' would be missed).
    finished(this.response, () => listener());
  }
}
