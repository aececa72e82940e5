import type { AppServices } from '../../app-services';
import { retryWhileBusy } from '../../database/retry-while-busy';
import type { NewOutboxMessage } from '../../repositories/outbox-repository';
import { type NoticeServices, noticeRows } from './enqueue-notice';
import { noticePlace } from './notice-place';

type Services = NoticeServices & Pick<AppServices, 'database' | 'clock'>;

/** At most one push per queue this often: later edits within it show on screen and go out together. */
export const BROADCAST_PUSH_GAP_MS = 5 * 60_000;

/**
 * 'Aviso para a fila' (decision 022) reaches the open queue views through the live stream at once; this
 * job pushes it to the devices of everyone waiting who allowed push, once per broadcast (the queue is
 * marked with the broadcast's time in the transaction that writes the pushes), and at most once per
 * BROADCAST_PUSH_GAP_MS per queue, so an establishment cannot buzz everyone's phone every second.
 */
export async function sendBroadcastNotices(services: Services): Promise<number> {
  let written = 0;
  for (const queue of await services.notices.broadcastsOwingNotice()) {
    const place = await noticePlace(services, queue.id);
    if (!place || queue.broadcast_at === null || queue.broadcast_message === null) continue;
    const broadcastAt = queue.broadcast_at;
    const lastPush = queue.broadcast_notified_at;
    if (lastPush !== null && services.clock.now() - lastPush < BROADCAST_PUSH_GAP_MS) continue;
    const rows: NewOutboxMessage[] = [];
    for (const ticket of await services.notices.waitingTicketsOf(queue.id)) {
      rows.push(
        ...(await noticeRows(services, {
          ticketId: ticket.id,
          queueId: queue.id,
          clientId: ticket.client_id,
          reason: 'broadcast',
          occurrence: String(broadcastAt),
          context: { ...place, message: queue.broadcast_message },
          now: services.clock.now(),
          only: ['push'],
        })),
      );
    }
    written += await retryWhileBusy(() =>
      services.database.db.transaction().execute(async (trx) => {
        if (!(await services.notices.markBroadcastNotified(queue.id, broadcastAt, trx))) return 0;
        let count = 0;
        for (const row of rows) if (await services.outbox.enqueue(row, trx)) count += 1;
        return count;
      }),
    );
  }
  return written;
}
