import type { AppServices } from '../../app-services';
import { retryWhileBusy } from '../../database/retry-while-busy';
import { type NoticeServices, noticeKeyPrefix, noticeRows } from './enqueue-notice';
import { noticePlace } from './notice-place';

type Services = NoticeServices & Pick<AppServices, 'database' | 'clock'>;

/**
 * Part of the notices job: a call undone after its 'É a sua vez!' was written (decision 051) owes its
 * client a correction, but only if that notice reached them: unsent rows were withdrawn by the undo, and
 * a row a worker is sending right now is waited for. A ticket called again meanwhile gets no correction
 * (its new 'É a sua vez!' says it all). The mark is conditional, so one instance writes it, once.
 */
export async function sendUncallNotices(services: Services): Promise<number> {
  const now = services.clock.now();
  let written = 0;
  for (const ticket of await services.notices.uncallsOwingNotice()) {
    const calledAt = ticket.uncall_notice_for;
    if (calledAt === null) continue;
    const delivery = await services.outbox.deliveryOf(
      `${noticeKeyPrefix(ticket.id, 'called')}:${calledAt}:`,
      now,
    );
    if (delivery === 'sending') continue;
    const place =
      ticket.status === 'waiting' && delivery === 'sent'
        ? await noticePlace(services, ticket.queue_id)
        : null;
    // Read first: on SQLite a read outside the transaction would wait for it (one connection).
    const rows = place
      ? await noticeRows(services, {
          ticketId: ticket.id,
          queueId: ticket.queue_id,
          clientId: ticket.client_id,
          reason: 'uncalled',
          occurrence: String(calledAt),
          context: { ...place, ahead: 0 },
          now,
        })
      : [];
    written += await retryWhileBusy(() =>
      services.database.db.transaction().execute(async (trx) => {
        if (!(await services.notices.markUncallNotified(ticket.id, calledAt, trx))) return 0;
        let count = 0;
        for (const row of rows) if (await services.outbox.enqueue(row, trx)) count += 1;
        return count;
      }),
    );
  }
  return written;
}
