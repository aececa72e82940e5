import { letterFor } from '@vez/domain';
import type { AppServices } from '../../../app-services';

/** A waiting ticket's position and letter, read without ranking the whole queue. */
export async function ticketPlace(
  services: Pick<AppServices, 'tickets'>,
  ticket: { queueId: number; slot: number; seq: number },
): Promise<{ position: number; letter: string }> {
  const position = await services.tickets.positionOfSlot(ticket.queueId, ticket.slot);
  const letter = letterFor(await services.tickets.rankInSlot(ticket.queueId, ticket.slot, ticket.seq));
  return { position, letter };
}
