import { createHash, randomBytes } from 'node:crypto';
import type { CreatedKiosk, KioskSummary } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import type { LinkBase } from '../links/resolve-link-base';

export const KIOSK_NOT_FOUND = 'Quiosque não encontrado';
const NOT_YOURS = 'Acesso negado. Os quiosques são do estabelecimento dono das filas.';

type Services = Pick<AppServices, 'kiosks' | 'queues' | 'clock'>;

/** Only the hash is stored: a leaked database opens no kiosk (as with the TV panels). */
export function hashKioskToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function assertSelf(caller: Authenticated, establishmentId: number) {
  if (caller.userType !== 'estabelecimento' || caller.userId !== establishmentId) throw forbidden(NOT_YOURS);
}

/**
 * A new kiosk link `/quiosque/{token}` for one of the establishment's queues or (no queue) every open one.
 * The raw token is in this answer only, as with the panels: a lost link is revoked and a new one made.
 */
export async function createKiosk(
  services: Services,
  caller: Authenticated,
  establishmentId: number,
  queueId: number | null,
  base: LinkBase,
): Promise<CreatedKiosk> {
  assertSelf(caller, establishmentId);
  let queueName: string | null = null;
  if (queueId !== null) {
    const queue = await services.queues.findById(queueId);
    // Another establishment's queue answers as a missing one: its existence is not told.
    if (!queue || queue.establishment_id !== establishmentId) throw notFound('Fila não encontrada');
    queueName = queue.name;
  }
  const token = randomBytes(32).toString('base64url');
  const now = services.clock.now();
  const id = await services.kiosks.insert({
    establishment_id: establishmentId,
    queue_id: queueId,
    token_hash: hashKioskToken(token),
    created_at: now,
  });
  return {
    id,
    filaId: queueId,
    filaNome: queueName,
    criadoEm: new Date(now).toISOString(),
    token,
    link: `${base.url}/quiosque/${token}`,
    origemDoLink: base.origin,
  };
}

export async function listKiosks(
  services: Services,
  caller: Authenticated,
  establishmentId: number,
): Promise<KioskSummary[]> {
  assertSelf(caller, establishmentId);
  const rows = await services.kiosks.listOfEstablishment(establishmentId);
  return rows.map((row) => ({
    id: row.id,
    filaId: row.queue_id,
    filaNome: row.queue_name ?? null,
    criadoEm: new Date(Number(row.created_at)).toISOString(),
  }));
}

/** Revokes a link: the tablet's next call answers that the kiosk was switched off. */
export async function revokeKiosk(
  services: Services,
  caller: Authenticated,
  establishmentId: number,
  kioskId: number,
): Promise<void> {
  assertSelf(caller, establishmentId);
  if (!(await services.kiosks.delete(establishmentId, kioskId))) throw notFound(KIOSK_NOT_FOUND);
}
