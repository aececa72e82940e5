import { type QueueEvent, queueEventSchema, type UserType } from '@vez/domain';
import { getSession } from '../session/session-store';
import { SseParser } from './sse-parser';

/** `open` = events are flowing; `connecting` = (re)trying; `unavailable` = the page must poll. */
export type StreamState = 'connecting' | 'open' | 'unavailable';

export interface QueueStreamOptions {
  queueId: number;
  /** Whose token goes with the stream (a client gets their own position in every message). */
  role: UserType | null;
  onEvent: (event: QueueEvent) => void;
  onState: (state: StreamState) => void;
}

/**
 * Browsers open at most 6 HTTP/1.1 connections per host and every stream holds one for as long as the
 * page is open, so a page follows at most this many queues live and polls for the rest; the others are
 * left for API calls and other tabs (decision 013).
 */
export const MAX_PAGE_STREAMS = 3;

const FIRST_RETRY_MS = 1_000;
/**
 * The server writes a heartbeat every 15 s; a connection silent for this long is half-open (a phone
 * that changed networks) and is dropped and reopened rather than shown as live forever.
 */
const SILENCE_LIMIT_MS = 40_000;
/** Answers that may heal by themselves: retried like a dropped connection. */
const RETRYABLE = new Set([408, 429]);
const MAX_RETRY_MS = 30_000;

/**
 * Follows a queue's event stream with `fetch` (EventSource cannot send the bearer token), resuming
 * from the last version seen after a dropped connection, with growing pauses between attempts.
 * An answer that will not heal by retrying (401, 403, 404) leaves the stream `unavailable` for good;
 * the page then falls back to polling, whose requests handle a dead session the usual way.
 * Returns the function that stops it.
 */
export function followQueueEvents({ queueId, role, onEvent, onState }: QueueStreamOptions): () => void {
  const controller = new AbortController();
  let connection: AbortController | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    onState('connecting');
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = role ? getSession(role)?.token : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    connection = new AbortController();
    const { signal } = connection;
    try {
      watchSilence();
      const response = await fetch(`/api/queues/${queueId}/events`, { headers, signal });
      if (!response.ok || !response.body) {
        clearTimeout(silence);
        onState('unavailable');
        if (response.status >= 500 || RETRYABLE.has(response.status)) schedule();
        return;
      }
      await read(response.body);
    } catch {
      if (controller.signal.aborted) return;
    }
    clearTimeout(silence);
    if (controller.signal.aborted) return;
    onState('unavailable');
    schedule();
  };

  const read = async (body: ReadableStream<Uint8Array>) => {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      watchSilence();
      for (const message of parser.push(decoder.decode(value, { stream: true }))) {
        const parsed = parseEvent(message.data);
        if (!parsed) continue;
        if (message.id) lastEventId = message.id;
        retryMs = FIRST_RETRY_MS;
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

function parseEvent(data: string): QueueEvent | null {
  try {
    const result = queueEventSchema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
