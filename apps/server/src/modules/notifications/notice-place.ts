import type { AppServices } from '../../app-services';
import { displayNameOf } from '../establishments/display-name';

/** Where a notice comes from: the queue and the establishment by the name its clients know (decision 056). */
export async function noticePlace(services: Pick<AppServices, 'notices'>, queueId: number) {
  const row = await services.notices.placeOf(queueId);
  return row && { queue: row.queue, establishment: displayNameOf(row) };
}
