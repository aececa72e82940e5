import {
  canUndo,
  UNDO_CALL_ALREADY,
  UNDO_CALL_QUEUE_CLOSED,
  UNDO_CALL_REJOINED,
  UNDO_CALL_TOO_LATE,
} from '@vez/domain';
import type { AppServices } from '../../../app-services';
import { conflict } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { noticeKeyPrefix } from '../../notifications/enqueue-notice';
import { ownerPress } from './once-per-press';
import { findCall } from './recent-call-view';

type Services = Pick<
  AppServices,
  'database' | 'queues' | 'tickets' | 'calledTickets' | 'queueMutex' | 'bus' | 'clock' | 'outbox' | 'presses'
>;

const UNCALLED = 'retirada: a chamada foi desfeita';

/**
 * 'Desfazer' right after a call (issue 38, decision 051): the person goes back to their exact place
 * (their ticket keeps its slot and arrival, so the derived position is what it was), their screen is told
 * by the 'uncalled' event, the call's notices not yet sent are withdrawn, and a client already told 'É a
 * sua vez!' is owed a correction (written once by the notices job). The automatic call's interval counts
 * from the undo, so a queue calling by itself does not call the same person again at once. A limited
 * queue that filled up in those seconds takes them back all the same: the place was theirs.
 */
export async function undoCall(
  services: Services,
  caller: Authenticated,
  queueId: number,
  ticketId: number,
  press?: { key: string },
) {
  const once = press && { ...press, action: `undo-call:${ticketId}` };
  return ownerPress(services, caller, queueId, once, async (trx, queue, now) => {
    const current = await services.calledTickets.findById(ticketId, trx);
    // Undone already (from the recent calls' row while its toast still offered it): said, not a 404.
    if (current?.queue_id === queueId && current.status === 'waiting') throw conflict(UNDO_CALL_ALREADY);
    const ticket = await findCall(services, trx, queueId, ticketId);
    if (queue.status === 'encerrada') throw conflict(UNDO_CALL_QUEUE_CLOSED);
    if (!canUndo(ticket.called_at, now)) throw conflict(UNDO_CALL_TOO_LATE);
    const rejoined =
      ticket.client_id === null
        ? await services.tickets.findWaitingGuestByPhone(queueId, ticket.phone, trx)
        : await services.tickets.findWaitingOfClient(queueId, ticket.client_id, trx);
    if (rejoined) {
      throw conflict(UNDO_CALL_REJOINED);
    }
    const slotWasEmpty = !(await services.tickets.slotStillOccupied(queueId, ticket.slot, trx));
    if (!(await services.calledTickets.restoreToWaiting(ticket, trx))) throw conflict(UNDO_CALL_TOO_LATE);
    await services.outbox.withdrawUnsent(
      [noticeKeyPrefix(ticketId, 'called'), noticeKeyPrefix(ticketId, 'recall')],
      now,
      UNCALLED,
      trx,
    );
    return {
      result: { ticketId, nome: ticket.name },
      queue: {
        waiting_tickets: queue.waiting_tickets + 1,
        waiting_people: queue.waiting_people + ticket.group_size,
        occupied_positions: queue.occupied_positions + (slotWasEmpty ? 1 : 0),
        last_call_at: now,
      },
      change: { type: 'uncalled', ticketId },
    };
  });
}
