import { afterEach } from 'vitest';

/** Pushed, not discovered later: well under the web's 5-second polling, with room for a busy CI machine. */
export const PUSH_WITHIN_MS = 3000;

/**
 * The streams a test file opens, closed after each test: `const streams = closedAfterEach();`, then
 * `streams.push(stream)` for every stream a test opens.
 */
export function closedAfterEach(): { close(): void }[] {
  const streams: { close(): void }[] = [];
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  return streams;
}

export interface StreamEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * Reads a text/event-stream over real HTTP with fetch, the way the web app does (so a bearer token can
 * be sent). `next` waits for the first event, from now on or already buffered, that matches.
 */
export async function openStream(
  url: string,
  options: { token?: string; lastEventId?: number | string } = {},
) {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = String(options.lastEventId);
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';

  const pump = async () => {
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { id: null, event: 'message', data: null };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              event.data = JSON.parse(line.slice(6));
              isEvent = true;
            }
          }
          if (isEvent) events.push(event);
          for (const wake of waiters) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  };
  void pump();

  let consumed = 0;
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    /** Resolves with the next unread event matching `predicate`, or rejects after `timeoutMs`. */
    // biome-ignore lint/suspicious/noExplicitAny: tests read event payloads field by field
    next(predicate: (data: any) => boolean = () => true, timeoutMs = 2000): Promise<StreamEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (let i = consumed; i < events.length; i++) {
            const event = events[i] as StreamEvent;
            if (predicate(event.data)) {
              consumed = i + 1;
              waiters.delete(check);
              clearTimeout(timer);
              resolve(event);
              return true;
            }
          }
          return false;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.data))}`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => controller.abort(),
  };
}

/** Starts the app on a free loopback port (streams need a real socket) and returns its base URL. */
export async function listenOnLoopback(app: import('fastify').FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
