import type { AppServices } from '../../app-services';
import type { Authenticated } from '../auth/authenticate';
import { assertSelf, loadOwnPoint } from './service-point-access';

/**
 * 'Remover': the point serves no queue and leaves every list and picker; its name may be used again.
 * Its row stays, so the calls made to it still say where they sent people (decision 071). A device that
 * remembered it is offered the others: the picker shows only points that exist.
 */
export async function removeServicePoint(
  services: Pick<AppServices, 'servicePoints' | 'database' | 'clock'>,
  caller: Authenticated,
  establishmentId: number,
  pointId: number,
): Promise<void> {
  assertSelf(caller, establishmentId);
  await loadOwnPoint(services, establishmentId, pointId);
  await services.database.db
    .transaction()
    .execute((trx) => services.servicePoints.remove(pointId, services.clock.now(), trx));
}
