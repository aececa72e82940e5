import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllSessions } from '../../lib/session/session-store';
import { jsonResponse, mockFetch, storeSession } from '../../test/helpers';

/** Runs the boot script as the page would, at `url`, and returns what it asked the server for. */
async function bootAt(url: string) {
  window.history.pushState({}, '', url);
  const fetch = mockFetch(() => jsonResponse(200, { success: true, data: [] }));
  vi.resetModules();
  await import('./route-boot');
  return fetch.mock.calls.map(([path, init]) => [
    path,
    (init?.headers as Record<string, string> | undefined)?.Authorization,
  ]);
}

describe('route boot (decision 061)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearAllSessions();
  });

  it('starts the queue view’s two reads with the client’s token', async () => {
    storeSession({ userType: 'cliente', token: 'cli.ent.tok' });
    expect(await bootAt('/cliente/filas/7')).toEqual([
      ['/api/queues/7', 'Bearer cli.ent.tok'],
      ['/api/queues/7/grouped', 'Bearer cli.ent.tok'],
    ]);
  });

  it('starts the dashboard’s first figures for the period in the address', async () => {
    storeSession({ userType: 'estabelecimento', token: 'est.ab.tok', id: 4 });
    expect(await bootAt('/estabelecimento/dashboard?de=2026-11-01&ate=2026-11-27')).toEqual([
      ['/api/establishments/stats?de=2026-11-01&ate=2026-11-27', 'Bearer est.ab.tok'],
      ['/api/establishments/stats/filas?de=2026-11-01&ate=2026-11-27', 'Bearer est.ab.tok'],
      ['/api/establishments/4/atendimentos-por-hora?de=2026-11-01&ate=2026-11-27', 'Bearer est.ab.tok'],
    ]);
  });

  it('asks nothing without the role’s session, for a period the dashboard refuses, or on another page', async () => {
    storeSession({ userType: 'cliente', token: 'cli.ent.tok' });
    expect(await bootAt('/estabelecimento/dashboard')).toEqual([]);
    storeSession({ userType: 'estabelecimento', token: 'est.ab.tok', id: 4 });
    expect(await bootAt('/estabelecimento/dashboard?de=2026-11-27&ate=2026-11-01')).toEqual([]);
    expect(await bootAt('/cliente/minhas-filas')).toEqual([]);
  });
});
