import type { AppServices } from '../../app-services';
import { retryWhileBusy } from '../../database/retry-while-busy';
import { type NoticeServices, noticeKeyPrefix, noticeRows } from './enqueue-notice';
import { noticePlace } from './notice-place';

type Services = NoticeServices & Pick<AppServices, 'database' | 'clock'>;

/**
 * Part of the notices job: a call undone after its 'É a sua vez!' reached the client (decision 051) owes
 * them a correction. `uncall_notice_for` holds the earliest undone call not decided yet; every call of
 * the ticket since then is looked at: a notice of one of them sent means the client was told, one a
 * worker holds (it may be sending it right now) is waited for, none means there is nothing to correct.
 * A ticket called again meanwhile gets no correction (its new 'É a sua vez!' says it all), checked again
 * on the row the mark writes. The mark is conditional, so one instance writes it, once.
 */
export async function sendUncallNotices(services: Services): Promise<number> {
  const now = services.clock.now();
  let written = 0;
  for (const ticket of await services.notices.uncallsOwingNotice()) {
    const since = ticket.uncall_notice_for;
    if (since === null) continue;
    const delivery = await deliveryOfCallsSince(services, ticket.id, since, now);
    if (delivery.state === 'sending') continue;
    const told = ticket.status === 'waiting' && delivery.state === 'sent';
    const place = told ? await noticePlace(services, ticket.queue_id) : null;
    // Read first: on SQLite a read outside the transaction would wait for it (one connection).
    const rows =
      place && delivery.state === 'sent'
        ? await noticeRows(services, {
            ticketId: ticket.id,
            queueId: ticket.queue_id,
            clientId: ticket.client_id,
            reason: 'uncalled',
            occurrence: String(delivery.lastCall),
            // In place of the 'É a sua vez!' on the phone, not beside it.
            tag: `${noticeKeyPrefix(ticket.id, 'called')}:${delivery.lastCall}`,
            context: { ...place, ahead: 0 },
            now,
          })
        : [];
    written += await retryWhileBusy(() =>
      services.database.db.transaction().execute(async (trx) => {
        if (rows.length > 0 && (await services.notices.markUncallNotified(ticket.id, since, trx, true))) {
          let count = 0;
          for (const row of rows) if (await services.outbox.enqueue(row, trx)) count += 1;
          return count;
        }
        await services.notices.markUncallNotified(ticket.id, since, trx);
        return 0;
      }),
    );
  }
  return written;
}

/**
 * Whether a notice of the ticket's calls at or after `since` reached the client ('sent', with the latest
 * such call), is held by a worker ('sending') or went nowhere ('none'). Keys name each call's time:
 * `notice:{ticket}:called:{calledAt}:{channel}` (decision 051).
 */
async function deliveryOfCallsSince(
  services: Pick<AppServices, 'outbox'>,
  ticketId: number,
  since: number,
  now: number,
): Promise<{ state: 'sent'; lastCall: number } | { state: 'sending' | 'none' }> {
  const rows = (await services.outbox.listByPrefix(`${noticeKeyPrefix(ticketId, 'called')}:`)).filter(
    (row) => Number(row.dedupe_key.split(':')[3]) >= since,
  );
  if (rows.some((row) => row.sent_at === null && row.claimed_until !== null && row.claimed_until > now)) {
    return { state: 'sending' };
  }
  const sent = rows.filter((row) => row.sent_at !== null).map((row) => Number(row.dedupe_key.split(':')[3]));
  return sent.length > 0 ? { state: 'sent', lastCall: Math.max(...sent) } : { state: 'none' };
}
