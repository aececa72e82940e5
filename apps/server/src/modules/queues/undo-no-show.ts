import { canUndo, UNDO_NO_SHOW_TOO_LATE, UNDO_NOT_A_NO_SHOW } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { calledTickets } from '../../repositories/called-tickets-repository';
import { conflict } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { ownerPress } from './once-per-press';
import { findCall, toRecentCallView } from './recent-call-view';

type Services = Pick<AppServices, 'database' | 'queues' | 'queueMutex' | 'bus' | 'clock' | 'presses'>;

/**
 * 'Desfazer' right after 'Não compareceu' (issue 38, decision 051): the call stands again, counted as
 * served, and the client's screen shows 'É a sua vez!' again (a 'no_show_undone' event, told to that
 * client alone). Notices the mark withdrew stay withdrawn: the call was made minutes earlier and its
 * 'É a sua vez!' had gone out long before.
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
    const ticket = await findCall(trx, queueId, ticketId);
    if (ticket.no_show_at === null) throw conflict(UNDO_NOT_A_NO_SHOW);
    if (!canUndo(ticket.no_show_at, now)) throw conflict(UNDO_NO_SHOW_TOO_LATE);
    if (!(await calledTickets.clearNoShow(trx, ticketId, ticket.no_show_at))) {
      throw conflict(UNDO_NOT_A_NO_SHOW);
    }
    return {
      result: toRecentCallView({ ...ticket, no_show_at: null }, now),
      queue: {},
      change: { type: 'no_show_undone', ticketId },
    };
  });
}
