import {
  MAX_RECALLS,
  NO_SHOW_WINDOW_MINUTES,
  RECALL_LIMIT,
  RECALL_NO_SHOW,
  RECALL_TOO_LATE,
  RECALL_WINDOW_MINUTES,
} from '@vez/domain';
import type { AppServices } from '../../../app-services';
import { conflict } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { noticeKeyPrefix } from '../../notifications/enqueue-notice';
import { pointOfCall } from '../../service-points/point-of-call';
import { loadOwnedQueue } from '../queue-access';
import { ownerPress } from './once-per-press';
import { findCall, NO_SHOW_WINDOW_MS, toRecentCallView } from './recent-call-view';

export const NO_SHOW_TOO_LATE = `Só é possível marcar 'Não compareceu' até ${NO_SHOW_WINDOW_MINUTES} minutos depois da chamada.`;
export const NO_SHOW_ALREADY = 'Este cliente já foi marcado como não compareceu.';
export const NO_SHOW_WITHDRAWN = 'retirada: o cliente não compareceu';

type Services = Pick<AppServices, 'queues' | 'tickets' | 'calledTickets' | 'clock'>;

/** Who the owner called in the last minutes, newest first: the queue detail's 'Chamados recentes'. */
export async function listRecentCalls(services: Services, caller: Authenticated, queueId: number) {
  await loadOwnedQueue(services, caller, queueId);
  const now = services.clock.now();
  const rows = await services.calledTickets.listOfQueueSince(queueId, now - NO_SHOW_WINDOW_MS, 10);
  return rows.map((row) => toRecentCallView(row, now));
}

/**
 * 'Não compareceu': a client called within the last minutes did not come. The ticket stays called (the
 * line already moved on) but stops counting as served, so the statistics say what happened. Goes
 * through the queue's mutation path: the event tells the client's page why 'É a sua vez!' is gone, and
 * the dashboard's counts move (decision 044).
 */
export async function markNoShow(
  services: Services & Pick<AppServices, 'database' | 'queueMutex' | 'bus' | 'outbox' | 'presses'>,
  caller: Authenticated,
  queueId: number,
  ticketId: number,
  press?: { key: string },
) {
  const once = press && { ...press, action: `no-show:${ticketId}` };
  return ownerPress(services, caller, queueId, once, async (trx, _queue, now) => {
    const ticket = await findCall(services, trx, queueId, ticketId);
    if (ticket.no_show_at !== null) throw conflict(NO_SHOW_ALREADY);
    if (now - ticket.called_at > NO_SHOW_WINDOW_MS) throw conflict(NO_SHOW_TOO_LATE);
    // Conditional: inside the queue's lock anyway, but it must mark the ticket once whatever happens.
    if (!(await services.calledTickets.markNoShow(ticketId, now, trx))) throw conflict(NO_SHOW_ALREADY);
    // An 'É a sua vez!' still waiting (for its first send or a retry) would now mislead: it is withdrawn.
    await services.outbox.withdrawUnsent([noticeKeyPrefix(ticketId)], now, NO_SHOW_WITHDRAWN, trx);
    return {
      result: toRecentCallView({ ...ticket, no_show_at: now }, now),
      queue: {},
      change: { type: 'no_show', ticketId },
    };
  });
}

/**
 * 'Chamar novamente': the client called a moment ago has not come. Their page shows 'É a sua vez!'
 * again (a 'recalled' live event), and the notifications worker sends one repeat for each new
 * `recall_count`. Only within RECALL_WINDOW_MINUTES of the call, at most MAX_RECALLS times, never
 * for a no-show. Goes through the queue's mutation path so the event carries a new version. Pressed
 * at a service point (`pointId`, issue 37), it sends the person there; without, the call's point stands.
 */
export async function recallTicket(
  services: Services & Pick<AppServices, 'database' | 'queueMutex' | 'bus' | 'presses' | 'servicePoints'>,
  caller: Authenticated,
  queueId: number,
  ticketId: number,
  press?: { key: string },
  pointId?: number,
) {
  const once = press && { ...press, action: `recall:${ticketId}` };
  return ownerPress(services, caller, queueId, once, async (trx, queue, now) => {
    const ticket = await findCall(services, trx, queueId, ticketId);
    if (ticket.no_show_at !== null) throw conflict(RECALL_NO_SHOW);
    if (ticket.recall_count >= MAX_RECALLS) throw conflict(RECALL_LIMIT);
    if (now - ticket.called_at > RECALL_WINDOW_MINUTES * 60_000) throw conflict(RECALL_TOO_LATE);
    const point = pointId === undefined ? null : await pointOfCall(services, trx, queue, pointId);
    // Conditional: inside the queue's lock anyway, but a no-show marked meanwhile must still win.
    if (!(await services.calledTickets.recall(ticketId, now, MAX_RECALLS, trx, point))) {
      throw conflict(RECALL_LIMIT);
    }
    const where = point ? { called_point_name: point.name, called_point_article: point.article } : {};
    return {
      result: toRecentCallView(
        { ...ticket, ...where, recall_count: ticket.recall_count + 1, recalled_at: now },
        now,
      ),
      queue: {},
      change: { type: 'recalled', ticketId },
    };
  });
}
