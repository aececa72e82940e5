import type { Transaction } from 'kysely';
import type { AppServices } from '../../../app-services';
import type { Database } from '../../../database/schema';
import type { QueueRow } from '../../../repositories/queues-repository';
import type { PointOfCall } from '../../../repositories/service-points-repository';
import type { TicketRow } from '../../../repositories/tickets-repository';

/**
 * Ends a waiting ticket (called or left) and returns the queue counters after it: if its slot is now
 * empty, everyone behind moves up one position, which the derived ranking does by itself.
 */
export async function removeTicket(
  services: Pick<AppServices, 'tickets'>,
  trx: Transaction<Database>,
  queue: QueueRow,
  ticket: TicketRow,
  how: 'called' | 'left',
  now: number,
  /** Where a call sends the person (issue 37); none for a leave or a call without a point. */
  point?: PointOfCall | null,
) {
  await services.tickets.end(ticket.id, how, now, trx, point);
  const slotEmptied = !(await services.tickets.slotStillOccupied(queue.id, ticket.slot, trx));
  return {
    waiting_tickets: queue.waiting_tickets - 1,
    waiting_people: queue.waiting_people - ticket.group_size,
    occupied_positions: queue.occupied_positions - (slotEmptied ? 1 : 0),
  };
}
