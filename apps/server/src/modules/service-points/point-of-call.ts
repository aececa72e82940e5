import { type CalledPoint, POINT_NOT_FOUND, pointNotServing } from '@vez/domain';
import type { Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../database/schema';
import type { PointOfCall } from '../../repositories/service-points-repository';
import { badRequest } from '../app-error';

/**
 * The point a press at the counter names ('Chamar Próximo' or 'Chamar novamente' with `pontoId`): one
 * of the queue's establishment, not removed, serving this queue; else a 400 that says which, and
 * nothing happens. Read inside the queue's change, so the call and the point it goes to are one fact.
 */
export async function pointOfCall(
  services: Pick<AppServices, 'servicePoints'>,
  trx: Transaction<Database>,
  queue: { id: number; name: string; establishment_id: number },
  pointId: number,
): Promise<PointOfCall> {
  const point = await services.servicePoints.servingQueue(pointId, queue.id, trx);
  if (point) return point;
  const other = await services.servicePoints.findLive(pointId, trx);
  if (!other || other.establishment_id !== queue.establishment_id)
    throw badRequest(POINT_NOT_FOUND, 'pontoId');
  throw badRequest(pointNotServing(other.name, queue.name), 'pontoId');
}

/** The point frozen on a ticket by its call, as screens and notices name it; null for a call without one. */
export function calledPointOf(row: {
  called_point_name: string | null;
  called_point_article: 'a' | 'o' | null;
}): CalledPoint | null {
  if (row.called_point_name === null) return null;
  return { nome: row.called_point_name, artigo: row.called_point_article ?? 'a' };
}

/** `{ ponto }` when the call had a point, else nothing: answers without a point stay as they were. */
export function pointField(row: {
  called_point_name: string | null;
  called_point_article: 'a' | 'o' | null;
}): { ponto?: CalledPoint } {
  const point = calledPointOf(row);
  return point ? { ponto: point } : {};
}
