import type { AppServices } from '../../app-services';
import { noticeKeyPrefix } from '../notifications/enqueue-notice';

const DAY_MS = 24 * 60 * 60_000;
/** Tickets one run erases: short statements that SQLite's one writer and PostgreSQL's locks barely notice. */
export const ERASE_BATCH = 500;
const BATCHES_PER_RUN = 20;

/**
 * Scheduler job (decision 068): GUEST_DATA_RETENTION_DAYS after a guest's ticket ended, its name, phone
 * and e-mail are blanked, its link stops working, and its consent, push subscriptions and the messages sent
 * to it (which hold its link and its phone or e-mail) are deleted. The ticket stays, counted in every
 * figure. Safe on several instances and after a crash: every step can run again.
 */
export async function eraseGuestData(
  services: Pick<AppServices, 'tickets' | 'settings' | 'pushSubscriptions' | 'outbox' | 'clock' | 'config'>,
  { batch = ERASE_BATCH, batches = BATCHES_PER_RUN } = {},
): Promise<number> {
  const now = services.clock.now();
  const before = now - services.config.guestDataRetentionDays * DAY_MS;
  let erased = 0;
  for (let round = 0; round < batches; round++) {
    const ids = await services.tickets.guestTicketsEndedBefore(before, batch);
    if (ids.length === 0) break;
    // What hangs off the tickets first, the tickets last: a run cut short between the steps finds the
    // same tickets unerased next time and does every step again.
    await services.settings.removeOfGuests(ids);
    await services.pushSubscriptions.removeOfGuests(ids);
    await services.outbox.deleteByPrefixes(ids.flatMap((id) => [noticeKeyPrefix(id), `guest-link:${id}:`]));
    erased += await services.tickets.eraseGuestData(ids, now);
    if (ids.length < batch) break;
  }
  return erased;
}
