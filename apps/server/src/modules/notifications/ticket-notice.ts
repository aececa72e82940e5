import type { AppServices } from '../../app-services';
import { notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';

type Services = Pick<AppServices, 'notices' | 'settings'>;

async function waitingTicket(services: Services, caller: Authenticated, queueId: number) {
  const ticket = await services.notices.waitingTicketOf(queueId, caller.userId);
  if (!ticket) throw notFound('Você não está nesta fila');
  return ticket;
}

/** 'Avise-me quando faltarem N pessoas' of the caller's ticket: its own choice, else the account's. */
export async function getTicketNotice(services: Services, caller: Authenticated, queueId: number) {
  const ticket = await waitingTicket(services, caller, queueId);
  const people = ticket.notice_ahead ?? (await services.settings.get('cliente', caller.userId)).avisoPessoas;
  return { pessoas: people };
}

/**
 * Changes it for this ticket. A ticket already told that its turn is near is not told again: the
 * notice is once per ticket (issue 16), whatever the threshold becomes.
 */
export async function setTicketNotice(
  services: Services,
  caller: Authenticated,
  queueId: number,
  people: number,
) {
  const ticket = await waitingTicket(services, caller, queueId);
  await services.notices.setNoticeAhead(ticket.id, people);
  return { pessoas: people };
}
