import type { KioskJoin, KioskJoinResult, KioskView } from '@vez/domain';
import { apiRequest } from '../../lib/api/client';

const kioskPath = (token: string) => `/api/quiosques/${encodeURIComponent(token)}`;

/** What the tablet at the door shows; no session is ever sent (the token in the path is the only key). */
export async function fetchKiosk(token: string): Promise<KioskView> {
  const body = await apiRequest<{ data: KioskView }>(kioskPath(token), { role: false });
  return body.data;
}

/** 'Entrar na fila' at the kiosk: the place, and the ticket page's link as a QR code. */
export async function joinAtKiosk(
  token: string,
  person: KioskJoin,
  attempt: string,
): Promise<KioskJoinResult> {
  const body = await apiRequest<{ data: KioskJoinResult }>(`${kioskPath(token)}/entradas`, {
    method: 'POST',
    body: person,
    role: false,
    idempotencyKey: attempt,
  });
  return body.data;
}
