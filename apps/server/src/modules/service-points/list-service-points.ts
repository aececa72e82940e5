import type { AppServices } from '../../app-services';
import type { Authenticated } from '../auth/authenticate';
import { assertSelf, toServicePointView } from './service-point-access';

/** 'Pontos de atendimento': the establishment's points not removed, oldest first, with their queues. */
export async function listServicePoints(
  services: Pick<AppServices, 'servicePoints'>,
  caller: Authenticated,
  establishmentId: number,
) {
  assertSelf(caller, establishmentId);
  const rows = await services.servicePoints.listOfEstablishment(establishmentId);
  return rows.map(toServicePointView);
}
