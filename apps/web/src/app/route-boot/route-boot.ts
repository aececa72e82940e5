import { lineupPath, queuePath } from '../../features/queue/api/queue-paths';
import { startEarlyRead } from '../../lib/api/early-reads';
import { sessionKey } from '../../lib/session/session-key';

/**
 * The first script of a logged-in screen's page (decision 061): it starts the screen's first API reads
 * before the app's code has downloaded, so the answer and the code travel together. The app takes those
 * reads (lib/api/early-reads.ts); a page it has nothing for, or a visitor without a session, is left alone.
 */
function clientToken(): string | null {
  try {
    const token = (
      JSON.parse(window.localStorage.getItem(sessionKey('cliente')) ?? 'null') as { token?: unknown }
    )?.token;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

const queue = /^\/cliente\/filas\/(\d+)\/?$/.exec(window.location.pathname);
const token = queue ? clientToken() : null;
if (queue && token) {
  const id = Number(queue[1]);
  startEarlyRead(queuePath(id), token);
  startEarlyRead(lineupPath(id), token);
}
