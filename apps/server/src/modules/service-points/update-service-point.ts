import { POINT_NAME_TAKEN, type ServicePoint, type UpdateServicePointInput } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { conflict } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import {
  assertOwnQueues,
  assertSelf,
  loadOwnPoint,
  nameKeyOf,
  toServicePointView,
} from './service-point-access';

type Services = Pick<AppServices, 'servicePoints' | 'queues' | 'database'>;

/**
 * Renames a point, changes its article or sets the queues it serves (only what is sent changes). Calls
 * already made keep the name they were made with: each ticket froze it (decision 071).
 */
export async function updateServicePoint(
  services: Services,
  caller: Authenticated,
  establishmentId: number,
  pointId: number,
  input: {
    nome?: string | undefined;
    artigo?: UpdateServicePointInput['artigo'];
    filas?: number[] | undefined;
  },
): Promise<ServicePoint> {
  assertSelf(caller, establishmentId);
  await loadOwnPoint(services, establishmentId, pointId);
  if (input.filas) await assertOwnQueues(services, establishmentId, input.filas);
  try {
    await services.database.db.transaction().execute(async (trx) => {
      await services.servicePoints.update(
        pointId,
        {
          ...(input.nome === undefined ? {} : { name: input.nome, name_key: nameKeyOf(input.nome) }),
          ...(input.artigo === undefined ? {} : { article: input.artigo }),
        },
        trx,
      );
      if (input.filas) await services.servicePoints.setQueues(pointId, input.filas, trx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(POINT_NAME_TAKEN, 'nome');
    throw error;
  }
  return toServicePointView(await loadOwnPoint(services, establishmentId, pointId));
}
