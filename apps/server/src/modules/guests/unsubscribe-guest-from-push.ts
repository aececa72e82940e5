import type { AppServices } from '../../app-services';
import { findGuestTicket } from './get-guest-ticket';

/**
 * 'Desativar notificações neste aparelho' on the guest's page: this browser stops telling this ticket.
 * Whatever else it tells (another ticket held on the phone, the account) keeps its notices, and so does
 * the browser's own subscription. Allowed in any state of the ticket: a called ticket is still recalled.
 */
export async function unsubscribeGuestFromPush(
  services: Pick<AppServices, 'tickets' | 'pushSubscriptions' | 'config'>,
  token: string | undefined,
  endpoint: string,
): Promise<void> {
  const row = await findGuestTicket(services, token);
  await services.pushSubscriptions.removeOf({ userType: 'convidado', subjectId: row.ticket_id }, endpoint);
}
