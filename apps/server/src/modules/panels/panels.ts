import { createHash, randomBytes } from 'node:crypto';
import type { CreatedPanel, PanelSummary } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import type { LinkBase } from '../links/resolve-link-base';

export const PANEL_NOT_FOUND = 'Painel não encontrado';
const NOT_YOURS = 'Acesso negado. Os painéis são do estabelecimento dono das filas.';

/** Only the hash is stored: a leaked database opens no panel (as with reset tokens). */
export function hashPanelToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function assertSelf(caller: Authenticated, establishmentId: number) {
  if (caller.userType !== 'estabelecimento' || caller.userId !== establishmentId) throw forbidden(NOT_YOURS);
}

type Services = Pick<AppServices, 'panels' | 'queues' | 'clock'>;

/**
 * A new panel link for one of the establishment's queues or (no queue) all of them. The raw token is
 * in this answer only: the list cannot show the link again (decision 027), a lost link is revoked and
 * a new one made.
 */
export async function createPanel(
  services: Services,
  caller: Authenticated,
  establishmentId: number,
  queueId: number | null,
  base: LinkBase,
): Promise<CreatedPanel> {
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
  const id = await services.panels.insert({
    establishment_id: establishmentId,
    queue_id: queueId,
    token_hash: hashPanelToken(token),
    created_at: now,
  });
  return {
    id,
    filaId: queueId,
    filaNome: queueName,
    criadoEm: new Date(now).toISOString(),
    token,
    link: `${base.url}/painel/${token}`,
    origemDoLink: base.origin,
  };
}

export async function listPanels(
  services: Services,
  caller: Authenticated,
  establishmentId: number,
): Promise<PanelSummary[]> {
  assertSelf(caller, establishmentId);
  const rows = await services.panels.listOfEstablishment(establishmentId);
  return rows.map((row) => ({
    id: row.id,
    filaId: row.queue_id,
    filaNome: row.queue_name ?? null,
    criadoEm: new Date(Number(row.created_at)).toISOString(),
  }));
}

/** Revokes a link: the TV showing it gets the 'desativado' message (open streams are ended). */
export async function revokePanel(
  services: Services,
  caller: Authenticated,
  establishmentId: number,
  panelId: number,
  onRevoked: (panelId: number) => void,
): Promise<void> {
  assertSelf(caller, establishmentId);
  if (!(await services.panels.delete(establishmentId, panelId))) {
    throw notFound(PANEL_NOT_FOUND);
  }
  onRevoked(panelId);
}
