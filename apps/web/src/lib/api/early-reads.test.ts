import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, storeSession } from '../../test/helpers';
import { clearAllSessions } from '../session/session-store';
import { NETWORK_MESSAGE, TIMEOUT_MESSAGE } from './errors';

/** The API client and the early reads as a page that has just opened has them (nothing read yet). */
async function freshPage() {
  vi.resetModules();
  const { apiRequest } = await import('./client');
  const { startEarlyRead } = await import('./early-reads');
  return { apiRequest, startEarlyRead };
}

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
    const { apiRequest, startEarlyRead } = await freshPage();
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

  it('is not started once the app has read (its code came from the cache and ran first)', async () => {
    const { apiRequest, startEarlyRead } = await freshPage();
    let name = 'Corte';
    const fetch = mockFetch(() => jsonResponse(200, { success: true, data: { name } }));
    await apiRequest('/api/queues/7', { role: 'cliente' });
    startEarlyRead('/api/queues/7', CLIENT_TOKEN);
    name = 'Corte e barba';
    // The queue was edited: the app's refresh reads what is true now, not what the late boot read.
    expect(await apiRequest('/api/queues/7', { role: 'cliente' })).toEqual({
      success: true,
      data: { name: 'Corte e barba' },
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not used for another session’s token, nor once it is old', async () => {
    const { apiRequest, startEarlyRead } = await freshPage();
    const fetch = mockFetch(() => jsonResponse(200, { success: true, data: [] }));
    startEarlyRead('/api/queues/7', 'another.session.tok');
    await apiRequest('/api/queues/7', { role: 'cliente' });
    expect(fetch).toHaveBeenCalledTimes(2);

    const later = await freshPage();
    vi.useFakeTimers({ toFake: ['Date'] });
    later.startEarlyRead('/api/queues/7/grouped', CLIENT_TOKEN);
    vi.setSystemTime(Date.now() + 11_000);
    await later.apiRequest('/api/queues/7/grouped', { role: 'cliente' });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('reports an early read that could not reach the server like any other', async () => {
    const { apiRequest, startEarlyRead } = await freshPage();
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyRead('/api/queues/7', CLIENT_TOKEN);
    await expect(apiRequest('/api/queues/7', { role: 'cliente' })).rejects.toMatchObject({
      message: NETWORK_MESSAGE,
    });
  });

  it('still times out: an early read that never answers ends as the timeout of any request', async () => {
    const { apiRequest, startEarlyRead } = await freshPage();
    mockFetch(() => new Promise<Response>(() => undefined));
    startEarlyRead('/api/queues/7', CLIENT_TOKEN);
    await expect(apiRequest('/api/queues/7', { role: 'cliente', timeoutMs: 50 })).rejects.toMatchObject({
      message: TIMEOUT_MESSAGE,
    });
  });

  it('is let go when the screen that asked leaves (the caller aborts), as any request is', async () => {
    const { apiRequest, startEarlyRead } = await freshPage();
    mockFetch(() => new Promise<Response>(() => undefined));
    startEarlyRead('/api/queues/7', CLIENT_TOKEN);
    const leaving = new AbortController();
    const request = apiRequest('/api/queues/7', { role: 'cliente', signal: leaving.signal });
    leaving.abort(new DOMException('The screen left', 'AbortError'));
    // The caller's own abort, not a failure to show.
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});
