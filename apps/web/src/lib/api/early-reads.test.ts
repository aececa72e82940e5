import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, storeSession } from '../../test/helpers';
import { clearAllSessions } from '../session/session-store';
import { apiRequest } from './client';
import { startEarlyRead } from './early-reads';
import { NETWORK_MESSAGE } from './errors';

const CLIENT_TOKEN = 'cli.ent.tok';

describe('reads the route boot started before the app (decision 061)', () => {
  beforeEach(() => {
    window.history.pushState({}, '', '/cliente/filas/7');
    storeSession({ userType: 'cliente', token: CLIENT_TOKEN });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    clearAllSessions();
  });

  it('answers the app’s first request for the same path from the read already sent, and only once', async () => {
    let served = 0;
    const fetch = mockFetch(() => jsonResponse(200, { success: true, data: { id: 7, read: ++served } }));
    startEarlyRead('/api/queues/7', CLIENT_TOKEN);

    expect(await apiRequest('/api/queues/7', { role: 'cliente' })).toEqual({
      success: true,
      data: { id: 7, read: 1 },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    // A refresh later asks the server again.
    expect(await apiRequest('/api/queues/7', { role: 'cliente' })).toEqual({
      success: true,
      data: { id: 7, read: 2 },
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not used for another session’s token, nor once it is old', async () => {
    const fetch = mockFetch(() => jsonResponse(200, { success: true, data: [] }));
    startEarlyRead('/api/queues/7', 'another.session.tok');
    await apiRequest('/api/queues/7', { role: 'cliente' });
    expect(fetch).toHaveBeenCalledTimes(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    startEarlyRead('/api/queues/7/grouped', CLIENT_TOKEN);
    vi.setSystemTime(Date.now() + 11_000);
    await apiRequest('/api/queues/7/grouped', { role: 'cliente' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('reports an early read that could not reach the server like any other', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyRead('/api/queues/7', CLIENT_TOKEN);
    await expect(apiRequest('/api/queues/7', { role: 'cliente' })).rejects.toMatchObject({
      message: NETWORK_MESSAGE,
    });
  });
});
