import { type QueueEvent, readQueueEvent, type UserType } from '@vez/domain';
import { getSession } from '../session/session-store';
import { SseParser } from './sse-parser';

/** `open` = events are flowing; `connecting` = (re)trying; `unavailable` = the page must poll. */
export type StreamState = 'connecting' | 'open' | 'unavailable';

export interface LiveStreamOptions {
  /** `/api/queues/9/events`, or `/api/queues/events?filas=…` for several queues (liveQueuesPath). */
  path: string;
  /** Whose token goes with the stream (a client gets their own position in every message). */
  role: UserType | null;
  onEvent: (event: QueueEvent) => void;
  onState: (state: StreamState) => void;
}

export interface QueueStreamOptions extends Omit<LiveStreamOptions, 'path'> {
  queueId: number;
}

/**
 * Queues one stream may follow (the server's limit, decision 009); a page polls for any beyond.
 * Browsers open at most 6 HTTP/1.1 connections per host and every stream holds one for as long as the
 * page is open, so a page that watches several queues opens ONE stream for all of them (useLiveQueues).
 */
export const MAX_QUEUES_PER_STREAM = 20;

/** The one stream of a page that watches several queues; the server names each event's queue. */
export function liveQueuesPath(queueIds: readonly number[]): string {
  return `/api/queues/events?filas=${queueIds.join(',')}`;
}

const FIRST_RETRY_MS = 1_000;
/**
 * The server writes a heartbeat every 15 s; a connection silent for this long is half-open (a phone
 * that changed networks) and is dropped and reopened rather than shown as live forever.
 */
const SILENCE_LIMIT_MS = 40_000;
/** Answers that may heal by themselves: retried like a dropped connection. */
const RETRYABLE = new Set([408, 429]);
const MAX_RETRY_MS = 30_000;

/** Follows one queue's own stream (see followLiveEvents). */
export function followQueueEvents({ queueId, ...options }: QueueStreamOptions): () => void {
  return followLiveEvents({ ...options, path: `/api/queues/${queueId}/events` });
}

/**
 * Follows an event stream with `fetch` (EventSource cannot send the bearer token), resuming from the
 * last id seen after a dropped connection, with growing pauses between attempts. A stream the server
 * ends after delivering events (an instance shutting down, a proxy's time limit) is reopened at once,
 * not shown as down: behind a load balancer the reconnect reaches another instance.
 * An answer that will not heal by retrying (401, 403, 404) leaves the stream `unavailable` for good;
 * the page then falls back to polling, whose requests handle a dead session the usual way.
 * Returns the function that stops it.
 */
export function followLiveEvents({ path, role, onEvent, onState }: LiveStreamOptions): () => void {
  const controller = new AbortController();
  let connection: AbortController | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    onState('connecting');
    const openedAt = Date.now();
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = role ? getSession(role)?.token : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    connection = new AbortController();
    const { signal } = connection;
    try {
      watchSilence();
      const response = await fetch(path, { headers, signal });
      if (!response.ok || !response.body) {
        clearTimeout(silence);
        onState('unavailable');
        if (response.status >= 500 || RETRYABLE.has(response.status)) schedule();
        return;
      }
      const delivered = await read(response.body);
      clearTimeout(silence);
      // Ended by the server after a good run (a draining instance): reopen now. One that ends without
      // a message, or right after opening, backs off: a server that keeps doing so is not hammered.
      if (delivered && Date.now() - openedAt >= FIRST_RETRY_MS && !controller.signal.aborted) {
        void connect();
        return;
      }
    } catch {
      if (controller.signal.aborted) return;
    }
    clearTimeout(silence);
    if (controller.signal.aborted) return;
    onState('unavailable');
    schedule();
  };

  /** Reads until the server ends the stream; tells whether any event came. */
  const read = async (body: ReadableStream<Uint8Array>): Promise<boolean> => {
    let delivered = false;
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return delivered;
      watchSilence();
      for (const message of parser.push(decoder.decode(value, { stream: true }))) {
        const parsed = parseEvent(message.data);
        if (!parsed) continue;
        if (message.id) lastEventId = message.id;
        retryMs = FIRST_RETRY_MS;
        delivered = true;
        onState('open');
        onEvent(parsed);
      }
    }
  };

  const watchSilence = () => {
    clearTimeout(silence);
    silence = setTimeout(() => connection?.abort(), SILENCE_LIMIT_MS);
  };

  const schedule = () => {
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  void connect();
  return () => {
    controller.abort();
    connection?.abort();
    clearTimeout(timer);
    clearTimeout(silence);
  };
}

/**
 * Every message is checked against the domain's event shape (`readQueueEvent`, the zod schema's twin
 * without zod: a live page would otherwise build schemas right after its first paint, issue 18).
 */
function parseEvent(data: string): QueueEvent | null {
  try {
    return readQueueEvent(JSON.parse(data));
  } catch {
    return null;
  }
}
