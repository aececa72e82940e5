import type { QueueEvent } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, storeSession } from '../../test/helpers';
import { followLiveEvents, followQueueEvents, liveQueuesPath, type StreamState } from './queue-event-stream';

function event(version: number, position: number): string {
  const body: QueueEvent = {
    type: version === 1 ? 'snapshot' : 'called',
    changes: [],
    version,
    queue: {
      id: 9,
      status: 'ativa',
      totalPessoas: 3,
      totalTickets: 3,
      posicoesOcupadas: 3,
      minutosPorPosicao: 5,
      baseadoEm: 4,
      faixa: [4, 6],
    },
    me: { status: 'waiting', ticketId: 4, position, letter: 'a', estimatedWaitMinutes: 5, groupSize: 1 },
  };
  return `id: ${version}\nevent: queue\ndata: ${JSON.stringify(body)}\n\n`;
}

function streamOf(...chunks: string[]): Response {
  return streamEndingAfter(0, ...chunks);
}

/** A stream that sends `chunks`, stays open `ms`, then is ended by the server. */
function streamEndingAfter(ms: number, ...chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (ms === 0) controller.close();
      else setTimeout(() => controller.close(), ms);
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
});

describe('followQueueEvents', () => {
  it('delivers each valid event with the client token, skips garbage, and resumes from the last version', async () => {
    storeSession({ token: 'x.y.z' });
    const fetch = mockFetch((_url, init) => {
      const headers = init.headers as Record<string, string>;
      return headers['Last-Event-ID']
        ? new Response('', { status: 404 })
        : streamOf(event(1, 3), 'data: {oops}\n\n', event(2, 2));
    });
    const events: QueueEvent[] = [];
    const states: StreamState[] = [];
    stop = followQueueEvents({
      queueId: 9,
      role: 'cliente',
      onEvent: (e) => events.push(e),
      onState: (s) => states.push(s),
    });

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2), { timeout: 3000 });
    expect(events.map((e) => e.me?.status === 'waiting' && e.me.position)).toEqual([3, 2]);
    const [firstUrl, firstInit] = fetch.mock.calls[0] as [string, RequestInit];
    expect(firstUrl).toBe('/api/queues/9/events');
    expect((firstInit.headers as Record<string, string>).Authorization).toBe('Bearer x.y.z');
    const retry = fetch.mock.calls[1]?.[1] as RequestInit;
    expect((retry.headers as Record<string, string>)['Last-Event-ID']).toBe('2');
    // 404 will not heal: the stream gives up and the page polls instead.
    await vi.waitFor(() => expect(states.at(-1)).toBe('unavailable'));
    expect(states).toContain('open');
  });
});

describe('followLiveEvents', () => {
  it('reopens at once, from the last id, a stream the server ends after a good run (an instance draining)', async () => {
    storeSession({ token: 'x.y.z' });
    const opened: number[] = [];
    const fetch = mockFetch((_url, init) => {
      opened.push(Date.now());
      const headers = init.headers as Record<string, string>;
      return headers['Last-Event-ID']
        ? streamEndingAfter(60_000, event(3, 1))
        : streamEndingAfter(1_100, event(1, 3));
    });
    const states: StreamState[] = [];
    stop = followLiveEvents({
      path: liveQueuesPath([9, 12]),
      role: 'cliente',
      onEvent: () => undefined,
      onState: (s) => states.push(s),
    });

    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2), { timeout: 3000 });
    const [url, first] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/queues/events?filas=9,12');
    expect((first.headers as Record<string, string>).Authorization).toBe('Bearer x.y.z');
    const retry = fetch.mock.calls[1]?.[1] as RequestInit;
    expect((retry.headers as Record<string, string>)['Last-Event-ID']).toBe('1');
    // Not after the 1 s back-off of a failure, and never shown as down (which would start polling).
    expect((opened[1] ?? 0) - (opened[0] ?? 0)).toBeLessThan(1_100 + 500);
    expect(states).not.toContain('unavailable');
    await vi.waitFor(() => expect(states.at(-1)).toBe('open'));
  });
});
