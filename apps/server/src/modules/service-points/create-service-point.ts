import {
  type CreateServicePointInput,
  guessArticle,
  POINT_NAME_TAKEN,
  POINTS_LIMIT,
  SERVICE_POINTS_MAX,
  type ServicePoint,
} from '@vez/domain';
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

type Services = Pick<AppServices, 'servicePoints' | 'queues' | 'database' | 'clock'>;

/**
 * 'Novo ponto': a place where people are served, with the queues it serves. Its name is held once among
 * the establishment's points (a unique index decides between two at the same moment); the article of
 * its sentence is guessed from the name when the owner did not choose it.
 */
export async function createServicePoint(
  services: Services,
  caller: Authenticated,
  establishmentId: number,
  input: { nome: string; artigo?: CreateServicePointInput['artigo']; filas?: number[] | undefined },
): Promise<ServicePoint> {
  assertSelf(caller, establishmentId);
  const queueIds = input.filas ?? [];
  await assertOwnQueues(services, establishmentId, queueIds);
  const now = services.clock.now();
  let pointId: number;
  try {
    pointId = await services.database.db.transaction().execute(async (trx) => {
      if ((await services.servicePoints.countLive(establishmentId, trx)) >= SERVICE_POINTS_MAX) {
        throw conflict(POINTS_LIMIT);
      }
      const id = await services.servicePoints.insert(
        {
          establishment_id: establishmentId,
          name: input.nome,
          name_key: nameKeyOf(input.nome),
          article: input.artigo ?? guessArticle(input.nome),
          created_at: now,
        },
        trx,
      );
      await services.servicePoints.setQueues(id, queueIds, trx);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(POINT_NAME_TAKEN, 'nome');
    throw error;
  }
  return toServicePointView(await loadOwnPoint(services, establishmentId, pointId));
}
