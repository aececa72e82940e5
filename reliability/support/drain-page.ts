import type { QueueEvent } from '@vez/domain';
import { SseParser } from '../../apps/web/src/lib/live/sse-parser';

export interface PageEvent {
  /** Which instance sent it. */
  base: string;
  id: string | null;
  data: QueueEvent;
}

export interface Connection {
  base: string;
  /** The Last-Event-ID the page sent (null on the first connection). */
  lastEventId: string | null;
  status: number;
  openedAt: number;
  /** How the stream ended: the server ended it ('clean'), the socket broke ('error'), or still open. */
  ending: 'clean' | 'error' | 'open';
  endedAt: number | null;
}

/**
 * A page following a live stream as the web app does (fetch streaming, Last-Event-ID on reconnect),
 * behind a load balancer that sends the first connection to `bases[0]` and every reconnect to the
 * next base: the instance that shut down is out of the balancer's pool. A stream the server ends
 * cleanly is reopened at once; a refused or broken one after a short pause.
 */
export function followLikeAPage(bases: readonly string[], path: string, token: string) {
  const events: PageEvent[] = [];
  const connections: Connection[] = [];
  const stopped = new AbortController();
  let lastEventId: string | null = null;

  const connect = async (base: string): Promise<'clean' | 'error'> => {
    const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const connection: Connection = {
      base,
      lastEventId,
      status: 0,
      openedAt: Date.now(),
      ending: 'open',
      endedAt: null,
    };
    connections.push(connection);
    const end = (ending: 'clean' | 'error') => {
      connection.ending = ending;
      connection.endedAt = Date.now();
      return ending;
    };
    try {
      const response = await fetch(`${base}${path}`, { headers, signal: stopped.signal });
      connection.status = response.status;
      if (!response.ok || !response.body) return end('error');
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = new SseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return end('clean');
        for (const message of parser.push(decoder.decode(value, { stream: true }))) {
          if (message.id) lastEventId = message.id;
          events.push({ base, id: message.id, data: JSON.parse(message.data) as QueueEvent });
        }
      }
    } catch {
      return end('error');
    }
  };

  const run = async () => {
    for (let attempt = 0; !stopped.signal.aborted; attempt++) {
      const ending = await connect(bases[Math.min(attempt, bases.length - 1)] as string);
      if (ending === 'error' && !stopped.signal.aborted) await new Promise((r) => setTimeout(r, 200));
    }
  };
  void run();

  return {
    events,
    connections,
    /** The latest event of a queue, or undefined before its first picture. */
    latest: (queueId: number) => events.findLast((event) => event.data.queue.id === queueId),
    close: () => stopped.abort(),
  };
}
