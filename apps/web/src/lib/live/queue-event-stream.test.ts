import type { QueueEvent } from '@vez/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, storeSession } from '../../test/helpers';
import { followQueueEvents, type StreamState } from './queue-event-stream';

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
    },
    me: { status: 'waiting', ticketId: 4, position, letter: 'a', estimatedWaitMinutes: 5, groupSize: 1 },
  };
  return `id: ${version}\nevent: queue\ndata: ${JSON.stringify(body)}\n\n`;
}

function streamOf(...chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
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
