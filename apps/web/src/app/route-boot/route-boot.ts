import type { UserType } from '@vez/domain';
import { hourlyPath, queueStatsPath, statsPath } from '../../features/dashboard/api/dashboard-paths';
import { periodFromSearch } from '../../features/dashboard/period';
import { lineupPath, queuePath } from '../../features/queue/api/queue-paths';
import { startEarlyRead } from '../../lib/api/early-reads';
import { sessionKey } from '../../lib/session/session-key';

/**
 * The first script of a logged-in screen's page (decision 061): it starts the screen's first API reads
 * before the app's code has downloaded, so the answers and the code travel together. The app takes those
 * reads (lib/api/early-reads.ts); a page it has nothing for, or a visitor without the role's session, is
 * left alone. The same reads as `app/route-prefetch.ts`, which the app still runs for the query cache.
 */
function sessionOf(role: UserType): { token: string; id: number } | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(sessionKey(role)) ?? 'null') as {
      token?: unknown;
      id?: unknown;
    } | null;
    if (typeof stored?.token !== 'string' || typeof stored.id !== 'number') return null;
    return { token: stored.token, id: stored.id };
  } catch {
    return null;
  }
}

const { pathname, search } = window.location;
const queue = /^\/cliente\/filas\/(\d+)\/?$/.exec(pathname);
const client = queue ? sessionOf('cliente') : null;
const establishment = /^\/estabelecimento\/dashboard\/?$/.test(pathname)
  ? sessionOf('estabelecimento')
  : null;

if (queue && client) {
  const id = Number(queue[1]);
  startEarlyRead(queuePath(id), client.token);
  startEarlyRead(lineupPath(id), client.token);
}
if (establishment) {
  const { range } = periodFromSearch(new URLSearchParams(search), Date.now());
  if (range) {
    startEarlyRead(statsPath(range), establishment.token);
    startEarlyRead(queueStatsPath(range), establishment.token);
    startEarlyRead(hourlyPath(establishment.id, range), establishment.token);
  }
}
