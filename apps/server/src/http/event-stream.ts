import type { ServerResponse } from 'node:http';
import { finished } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { EventSink } from '../modules/live/event-sink';

/**
 * Server-Sent Events, the one transport of the live streams (a queue's, several queues', a TV panel's).
 * A route that has admitted a stream (modules/live/stream-allowance.ts) calls `openEventStream`: the
 * reply is taken over from Fastify, the headers and the `retry:` line go out, and what comes back is an
 * EventSink (modules/live/event-sink.ts) for the live hub and the panels to write events to. They never
 * see the response, the headers or the wire format; those, and their constants, are here. So is how
 * a stream's operation describes it in the OpenAPI document (`eventStreamResponse`).
 */

const EVENT_STREAM_MEDIA_TYPE = 'text/event-stream';

const HEADERS = {
  'Content-Type': `${EVENT_STREAM_MEDIA_TYPE}; charset=utf-8`,
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

/** One kind of event a stream sends, as its operation describes it. */
export interface StreamEventDoc {
  /** When it comes and what it says. */
  description: string;
  /** Its `data:` line, one line of JSON: a schema from packages/domain. */
  data: z.ZodType;
  /** What its `id:` line holds (a reconnect sends it back as Last-Event-ID); absent when it has none. */
  id?: string;
}

const WIRE_FORMAT =
  `Server-Sent Events: primeiro \`retry: ${RECONNECT_AFTER_MS}\`; depois, a cada evento, as linhas \`id:\` ` +
  '(quando há), `event:` e `data:` (uma linha de JSON) e uma linha em branco; entre eles, o comentário ' +
  `\`${HEARTBEAT.trim()}\` a cada SSE_HEARTBEAT_MS. O schema descreve um evento: cada campo é uma das suas linhas.`;

/**
 * The 200 answer of a stream's operation: `text/event-stream`, whose schema is one event (its `id`,
 * `event` and `data` lines; one of the named events when there are several). The route hijacks the
 * reply (openEventStream), so nothing is ever serialized against it: it documents, and the response
 * serializer lets a media type other than JSON through (http/response-serializer.ts).
 */
export function eventStreamResponse(description: string, events: Record<string, StreamEventDoc>) {
  const [first, ...others] = Object.entries(events).map(([name, event]) =>
    z
      .object({
        ...(event.id === undefined ? {} : { id: z.string().describe(event.id) }),
        event: z.literal(name),
        data: event.data,
      })
      .describe(event.description),
  );
  if (!first) throw new Error('eventStreamResponse: a stream sends at least one kind of event');
  const schema = others.length === 0 ? first : z.discriminatedUnion('event', [first, ...others]);
  return {
    description: `${description}. ${WIRE_FORMAT}`,
    content: { [EVENT_STREAM_MEDIA_TYPE]: { schema } },
  };
}
