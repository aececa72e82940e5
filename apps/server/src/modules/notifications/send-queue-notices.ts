import { type CalledPoint, forEachRanked, isNearTurn, NOTICE_AHEAD_MAX } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { retryWhileBusy } from '../../database/retry-while-busy';
import { calledPointOf } from '../service-points/point-of-call';
import { type NoticeServices, noticeKeyPrefix, noticeRows } from './enqueue-notice';
import { noticePlace } from './notice-place';
import { sendBroadcastNotices } from './send-broadcast-notices';
import { sendUncallNotices } from './send-uncall-notices';

type Services = NoticeServices & Pick<AppServices, 'database' | 'clock'>;

/** Positions this far back can never be within anyone's threshold (at most NOTICE_AHEAD_MAX ahead). */
const REACH = NOTICE_AHEAD_MAX + 1;
/** Even a line that did not move is looked at again this often (a threshold changed, a missed run). */
const RESCAN_MS = 15_000;
/** Per app instance (keyed by its repository): each line's version when it last looked at it. */
const looks = new WeakMap<object, Map<number, { version: number; at: number }>>();
/** A ticket called longer ago than this is not told any more (the server was down meanwhile). */
const CALLED_NOTICE_WINDOW_MS = 30 * 60_000;
const CALLED_SINCE = 'retirada: o cliente já foi chamado';

/**
 * Scheduler job: finds tickets owed a notice (near turn, called, called again, a queue's broadcast) and writes it to the outbox, marking the ticket in the same
 * transaction. Positions are derived (decision 008), so this job reads them rather than every queue
 * change computing who crossed a threshold: whatever moved a ticket forward (a call, someone leaving, a
 * paid advance) is seen at the next run. The mark is conditional, so with several instances only one
 * writes each notice, and a ticket that moves back and forth is told once.
 */
export async function sendQueueNotices(services: Services): Promise<number> {
  const now = services.clock.now();
  let written = 0;
  const lastLook = looks.get(services.notices) ?? new Map<number, { version: number; at: number }>();
  looks.set(services.notices, lastLook);
  for (const queue of await services.notices.queuesOwingNearNotices()) {
    // A line that has not moved since this instance last looked has nobody new within reach; a client
    // who raises their threshold is seen within RESCAN_MS.
    const seen = lastLook.get(queue.id);
    if (seen && seen.version === queue.version && now - seen.at < RESCAN_MS) continue;
    lastLook.set(queue.id, { version: queue.version, at: now });
    const head = await services.notices.headOfLine(queue.id, REACH);
    const due: { id: number; clientId: number | null; ahead: number }[] = [];
    forEachRanked(head, (ticket, position) => {
      if (ticket.near_notified_at === null && isNearTurn(position, ticket.notice_ahead)) {
        due.push({ id: ticket.id, clientId: ticket.client_id, ahead: position - 1 });
      }
    });
    for (const ticket of due) written += await notifyOnce(services, queue.id, ticket, 'near', now);
  }
  if (lastLook.size > 50_000) lastLook.clear();
  for (const ticket of await services.notices.calledOwingNotice(now - CALLED_NOTICE_WINDOW_MS)) {
    const calledAt = ticket.called_at ?? 0;
    written += await notifyOnce(
      services,
      ticket.queue_id,
      { id: ticket.id, clientId: ticket.client_id, ahead: 0, calledAt, point: calledPointOf(ticket) },
      'called',
      now,
    );
  }
  for (const ticket of await services.notices.recallsOwingNotice(now - CALLED_NOTICE_WINDOW_MS)) {
    written += await notifyOnce(
      services,
      ticket.queue_id,
      {
        id: ticket.id,
        clientId: ticket.client_id,
        ahead: 0,
        calledAt: ticket.called_at ?? 0,
        recall: ticket.recall_count,
        point: calledPointOf(ticket),
      },
      'recall',
      now,
    );
  }
  written += await sendUncallNotices(services);
  return written + (await sendBroadcastNotices(services));
}

/**
 * What makes a notice of one ticket unique beyond its reason: each call is its own (a call undone and made
 * again is told again, decision 051), and so is each 'Chamar novamente' of a call.
 */
function occurrenceOf(ticket: { calledAt?: number; recall?: number }): { occurrence?: string } {
  if (ticket.calledAt === undefined) return {};
  return { occurrence: ticket.recall ? `${ticket.calledAt}.${ticket.recall}` : String(ticket.calledAt) };
}

async function notifyOnce(
  services: Services,
  queueId: number,
  ticket: {
    id: number;
    clientId: number | null;
    ahead: number;
    calledAt?: number;
    recall?: number;
    /** Where the call or recall sent them (issue 37): said in every channel. */
    point?: CalledPoint | null;
  },
  reason: 'near' | 'called' | 'recall',
  now: number,
): Promise<number> {
  const place = await noticePlace(services, queueId);
  if (!place) return 0;
  // Read first: on SQLite a read outside the transaction would wait for it (one connection).
  const rows = await noticeRows(services, {
    ticketId: ticket.id,
    queueId,
    clientId: ticket.clientId,
    reason,
    ...occurrenceOf(ticket),
    context: { ...place, ahead: ticket.ahead, ...(ticket.point ? { point: ticket.point } : {}) },
    now,
  });
  return retryWhileBusy(() =>
    services.database.db.transaction().execute(async (trx) => {
      const marked =
        reason === 'near'
          ? await services.notices.markNearNotified(ticket.id, now, trx)
          : reason === 'called'
            ? await services.notices.markCalledNotified(ticket.id, ticket.calledAt ?? 0, now, trx)
            : await services.notices.markRecallNotified(ticket.id, ticket.recall ?? 0, trx);
      if (!marked) return 0;
      // 'Falta pouco' still waiting for a retry would arrive after 'É a sua vez!': it no longer holds.
      if (reason === 'called') {
        await services.outbox.withdrawUnsent([noticeKeyPrefix(ticket.id, 'near')], now, CALLED_SINCE, trx);
      }
      let written = 0;
      for (const row of rows) if (await services.outbox.enqueue(row, trx)) written += 1;
      return written;
    }),
  );
}
