import { callRefusal } from '@vez/domain';
import type { Transaction } from 'kysely';
import type { AppServices } from '../../../app-services';
import type { Database } from '../../../database/schema';
import type { QueueRow } from '../../../repositories/queues-repository';
import { AppError } from '../../app-error';
import { pointOfCall } from '../../service-points/point-of-call';
import { removeTicket } from '../joining/remove-ticket';
import { mutateQueue } from '../mutate-queue';
import { ruleStatusOf } from '../rule-status';
import { oncePerPress, type Press } from './once-per-press';

type Services = Pick<
  AppServices,
  'database' | 'queues' | 'tickets' | 'queueMutex' | 'bus' | 'clock' | 'presses' | 'servicePoints'
>;

export interface CallNextOptions {
  /** The scheduler re-checks inside the lock that the call is still due, so it happens exactly once. */
  onlyIf?: (queue: QueueRow, now: number, trx: Transaction<Database>) => boolean | Promise<boolean>;
  /** A press at the counter: a repeat of it answers the first call instead of calling again. */
  press?: Omit<Press, 'action'>;
  /**
   * The service point of whoever presses (issue 37): checked inside the change (one of the queue's
   * establishment, serving this queue) and frozen on the called ticket. None: a call as before points.
   */
  pointId?: number | undefined;
}

/**
 * Calls the first ticket in service order. The caller has already been checked as the queue's owner
 * (or is the scheduler). Throws CallNotDue when `onlyIf` decided the call was no longer due.
 */
export async function callNext(services: Services, queueId: number, options: CallNextOptions = {}) {
  const press = options.press && { ...options.press, action: 'call' };
  return mutateQueue(
    services,
    queueId,
    oncePerPress(services, press, async (trx, queue, now) => {
      if (options.onlyIf && !(await options.onlyIf(queue, now, trx))) {
        throw new CallNotDue();
      }
      const refusal = callRefusal(ruleStatusOf(queue.status), queue.waiting_tickets);
      if (refusal) throw new AppError('invalid', refusal);
      // Under the queue's lock like the call itself: two points pressing at once are two changes in turn.
      const point =
        options.pointId === undefined ? null : await pointOfCall(services, trx, queue, options.pointId);
      const ticket = await services.tickets.firstInLine(queueId, trx);
      if (!ticket) throw new AppError('invalid', 'Não há clientes na fila');
      return {
        result: {
          ticketId: ticket.id,
          nome: ticket.name,
          groupSize: ticket.group_size,
          clientId: ticket.client_id,
          ...(point ? { ponto: { nome: point.name, artigo: point.article } } : {}),
        },
        queue: {
          ...(await removeTicket(services, trx, queue, ticket, 'called', now, point)),
          last_call_at: now,
        },
        change: { type: 'called', ticketId: ticket.id },
      };
    }),
  );
}

/** Thrown inside the transaction to roll it back quietly when a scheduled call is no longer due. */
export class CallNotDue extends Error {}
