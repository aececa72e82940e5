import { useCallback, useState } from 'react';
import { useServicePoints } from './service-points-api';

/**
 * The service point this device is at (issue 37, decision 071), one per establishment: a tablet at
 * Cadeira 2 is at Cadeira 2 on every queue that chair serves. Kept on the device, like 'Entendi'
 * (decision 022): a server setting would follow the login, not the chair.
 */
const storageKey = (establishmentId: number) => `vez.ponto.${establishmentId}`;

function readRemembered(establishmentId: number): number | null {
  try {
    const value = Number(localStorage.getItem(storageKey(establishmentId)));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function remember(establishmentId: number, pointId: number | null): void {
  try {
    if (pointId === null) localStorage.removeItem(storageKey(establishmentId));
    else localStorage.setItem(storageKey(establishmentId), String(pointId));
  } catch {
    // Private browsing without storage: the choice lasts as long as the page.
  }
}

/**
 * The points that serve `queueId`, and the one this device is at: the remembered point when it still
 * exists and serves this queue, else none (a call without a point, as before points existed).
 */
export function useDevicePoint(establishmentId: number, queueId: number) {
  const points = useServicePoints(establishmentId);
  // The choice made on this page; before it, what the device remembers (read again once the
  // establishment is known: the queue's detail tells it after the first draw).
  const [chosen, setChosen] = useState<{ establishmentId: number; pointId: number | null } | null>(null);
  const remembered =
    chosen?.establishmentId === establishmentId ? chosen.pointId : readRemembered(establishmentId);
  const serving = (points.data ?? []).filter((point) => point.filas.includes(queueId));
  const current = serving.find((point) => point.id === remembered) ?? null;
  const choose = useCallback(
    (pointId: number | null) => {
      remember(establishmentId, pointId);
      setChosen({ establishmentId, pointId });
    },
    [establishmentId],
  );
  return { points: serving, point: current, choose };
}
