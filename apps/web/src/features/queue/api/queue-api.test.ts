import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, storeSession } from '../../../test/helpers';
import { prefetchQueueView, queueKeys } from './queue-api';
import type { QueueWithMine } from './queue-types';

describe('the queue view’s detail read', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps what later events wrote over a read that left before them', async () => {
    storeSession({ userType: 'cliente', id: 3 });
    let answer = 8;
    mockFetch((url) =>
      url.endsWith('/api/queues/4')
        ? jsonResponse(200, { success: true, data: { id: 4, nome: 'Corte', versao: answer } })
        : jsonResponse(200, { success: true, data: { versao: answer } }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchQueueView(client, 4);
    const key = queueKeys.queue(4);
    await vi.waitFor(() => expect(client.getQueryData<QueueWithMine>(key)?.versao).toBe(8));

    // Events of versions 9 and 10 arrived while a read of version 9 was on its way.
    client.setQueryData<QueueWithMine>(key, (held) => held && { ...held, versao: 10, nome: 'Corte e barba' });
    answer = 9;
    await client.refetchQueries({ queryKey: key, exact: true });
    expect(client.getQueryData<QueueWithMine>(key)).toMatchObject({ versao: 10, nome: 'Corte e barba' });

    answer = 11;
    await client.refetchQueries({ queryKey: key, exact: true });
    expect(client.getQueryData<QueueWithMine>(key)).toMatchObject({ versao: 11, nome: 'Corte' });
  });
});
