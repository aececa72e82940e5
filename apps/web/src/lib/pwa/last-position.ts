import { useEffect } from 'react';

/** A place the client last saw on screen, kept on the device for the offline page. */
export interface LastPosition {
  queueId: number;
  queueName: string;
  establishment?: string;
  position: number;
  /** When the screen showed it (ISO). */
  at: string;
}

const KEY = 'vez.ultimas-posicoes';

function readAll(): Record<string, LastPosition> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, LastPosition>) : {};
  } catch {
    return {};
  }
}

function writeAll(positions: Record<string, LastPosition>) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(positions));
  } catch {
    // Storage may be full or blocked: the offline page then just has nothing to show.
  }
}

/** The places last seen, nearest the front first. */
export function readLastPositions(): LastPosition[] {
  return Object.values(readAll())
    .filter((p) => typeof p.queueName === 'string' && typeof p.position === 'number')
    .sort((a, b) => a.position - b.position);
}

/** The queue view: this queue's place, or none when the client is no longer in it. */
export function rememberPosition(queueId: number, entry: Omit<LastPosition, 'queueId' | 'at'> | null) {
  const all = readAll();
  if (entry) all[queueId] = { ...entry, queueId, at: new Date().toISOString() };
  else delete all[queueId];
  writeAll(all);
}

/** Minhas Filas: the whole list, which replaces what was kept (queues left or closed go). */
export function rememberAllPositions(entries: Array<Omit<LastPosition, 'at'>>) {
  const at = new Date().toISOString();
  writeAll(Object.fromEntries(entries.map((entry) => [entry.queueId, { ...entry, at }])));
}

/** Logout: the places leave the device with the client's session. */
export function forgetPositions() {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Blocked storage kept nothing.
  }
}

/** Called with live data on each render; writes only when the place itself changes. */
export function useRememberPosition(
  queueId: number,
  entry: Omit<LastPosition, 'queueId' | 'at'> | null | undefined,
) {
  const key = entry === undefined ? undefined : JSON.stringify(entry);
  useEffect(() => {
    if (key === undefined) return;
    rememberPosition(
      queueId,
      key === 'null' ? null : (JSON.parse(key) as Omit<LastPosition, 'queueId' | 'at'>),
    );
  }, [queueId, key]);
}

export function useRememberAllPositions(entries: Array<Omit<LastPosition, 'at'>> | undefined) {
  const key = entries === undefined ? undefined : JSON.stringify(entries);
  useEffect(() => {
    if (key !== undefined) rememberAllPositions(JSON.parse(key) as Array<Omit<LastPosition, 'at'>>);
  }, [key]);
}
