import type { TicketNotice } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { conflict } from '../app-error';
import { findGuestTicket } from './get-guest-ticket';

/** 'Avise-me quando faltarem N pessoas' on the guest's page: kept on the ticket, as for an account. */
export async function setGuestNoticeAhead(
  services: Pick<AppServices, 'tickets' | 'notices' | 'config'>,
  token: string | undefined,
  input: TicketNotice,
) {
  const row = await findGuestTicket(services, token);
  if (row.status !== 'waiting') throw conflict('Sua senha não está mais na fila');
  await services.notices.setNoticeAhead(row.ticket_id, input.pessoas);
  return { pessoas: input.pessoas };
}
