import { canUndo, UNDO_NO_SHOW_TOO_LATE, UNDO_NOT_A_NO_SHOW } from '@vez/domain';
import type { AppServices } from '../../../app-services';
import { conflict } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { noticeKeyPrefix } from '../../notifications/enqueue-notice';
import { ownerPress } from './once-per-press';
import { findCall, toRecentCallView } from './recent-call-view';
import { NO_SHOW_WITHDRAWN } from './recent-calls';

type Services = Pick<
  AppServices,
  'database' | 'queues' | 'calledTickets' | 'queueMutex' | 'bus' | 'clock' | 'presses' | 'outbox'
>;

/**
 * 'Desfazer' right after 'Não compareceu' (issue 38, decision 051): the call stands again, counted as
 * served, and the client's screen shows 'É a sua vez!' again (a 'no_show_undone' event, told to that
 * client alone). The notices the mark withdrew before they went out (a slip made seconds after the
 * call, or an e-mail waiting for a retry) are put back, so the client is still told, once.
 */
export async function undoNoShow(
  services: Services,
  caller: Authenticated,
  queueId: number,
  ticketId: number,
  press?: { key: string },
) {
  const once = press && { ...press, action: `undo-no-show:${ticketId}` };
  return ownerPress(services, caller, queueId, once, async (trx, _queue, now) => {
    const ticket = await findCall(services, trx, queueId, ticketId);
    if (ticket.no_show_at === null) throw conflict(UNDO_NOT_A_NO_SHOW);
    if (!canUndo(ticket.no_show_at, now)) throw conflict(UNDO_NO_SHOW_TOO_LATE);
    if (!(await services.calledTickets.clearNoShow(ticketId, ticket.no_show_at, trx))) {
      throw conflict(UNDO_NOT_A_NO_SHOW);
    }
    await services.outbox.reviveWithdrawn(
      [noticeKeyPrefix(ticketId, 'called'), noticeKeyPrefix(ticketId, 'recall')],
      ticket.no_show_at,
      NO_SHOW_WITHDRAWN,
      now,
      trx,
    );
    return {
      result: toRecentCallView({ ...ticket, no_show_at: null }, now),
      queue: {},
      change: { type: 'no_show_undone', ticketId },
    };
  });
}
