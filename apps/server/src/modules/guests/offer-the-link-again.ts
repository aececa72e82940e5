import type { AppServices } from '../../app-services';
import type { LinkBase } from '../links/resolve-link-base';
import { guestTicketPath, guestToken } from './guest-link';
import { sendGuestLink } from './send-guest-link';

type Services = Pick<AppServices, 'tickets' | 'settings' | 'outbox' | 'notices' | 'config' | 'clock'>;

/**
 * A join with a phone that already waits in the queue is most often the same person, whose answer was
 * lost or who changed phone: the waiting ticket's link goes again to the channels its guest agreed to
 * (none without consent). Whoever typed the phone sees nothing of it; the per-recipient cap and one repeat
 * per ten-minute window keep this from being a way to message someone.
 */
export async function offerTheLinkAgain(services: Services, queueId: number, phone: string, base: LinkBase) {
  const ticket = await services.tickets.findWaitingGuestByPhone(queueId, phone);
  if (!ticket || ticket.link_salt === null) return;
  const settings = await services.settings.get('convidado', ticket.id);
  if (!settings.notificacoes) return;
  await sendGuestLink(services, {
    ticketId: ticket.id,
    queueId,
    name: ticket.name,
    phone,
    email: ticket.email,
    link: `${base.url}${guestTicketPath(guestToken(services.config.jwtSecret, ticket.id, ticket.link_salt))}`,
    now: services.clock.now(),
    channels: { whatsapp: settings.notificacoesWhatsapp, email: settings.notificacoesEmail },
    occasion: 'again',
  });
}
