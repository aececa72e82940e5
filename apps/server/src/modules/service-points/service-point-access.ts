import { POINT_NOT_FOUND, POINT_QUEUE_NOT_FOUND, type ServicePoint, searchFold } from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { ServicePointRow } from '../../repositories/service-points-repository';
import { badRequest, forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';

export const ONLY_THE_ESTABLISHMENT =
  'Apenas o próprio estabelecimento gerencia os seus pontos de atendimento.';

/** Managing points is the establishment's own business: its owner's (decision 071). */
export function assertSelf(caller: Authenticated, establishmentId: number): void {
  if (caller.userType !== 'estabelecimento' || caller.userId !== establishmentId) {
    throw forbidden(ONLY_THE_ESTABLISHMENT);
  }
}

/** A point of this establishment, not removed; another's answers as a missing one. */
export async function loadOwnPoint(
  services: Pick<AppServices, 'servicePoints'>,
  establishmentId: number,
  pointId: number,
): Promise<ServicePointRow> {
  const point = await services.servicePoints.findLive(pointId);
  if (!point || point.establishment_id !== establishmentId) throw notFound(POINT_NOT_FOUND);
  return point;
}

/** The queues a point may serve: the establishment's own, not closed for good. */
export async function assertOwnQueues(
  services: Pick<AppServices, 'queues'>,
  establishmentId: number,
  queueIds: readonly number[],
): Promise<void> {
  if (queueIds.length === 0) return;
  const own = new Set((await services.queues.listByEstablishment(establishmentId)).map((queue) => queue.id));
  if (queueIds.some((id) => !own.has(id))) throw badRequest(POINT_QUEUE_NOT_FOUND, 'filas');
}

/** How a point's name is held once per establishment: folded as search folds it. */
export function nameKeyOf(name: string): string {
  return searchFold(name);
}

export function toServicePointView(row: ServicePointRow): ServicePoint {
  return {
    id: row.id,
    nome: row.name,
    artigo: row.article,
    filas: row.queue_ids,
    criadoEm: new Date(row.created_at).toISOString(),
  };
}
