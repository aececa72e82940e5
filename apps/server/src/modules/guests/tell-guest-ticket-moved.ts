import type { AppServices } from '../../app-services';
import { noticePlace } from '../notifications/notice-place';
import { guestMessageRows } from './guest-message-rows';

export interface MovedTicket {
  ticketId: number;
  queueId: number;
  name: string;
  phone: string;
  email: string;
}

/**
 * A ticket's link is a bearer secret: whoever photographed a ticket's QR could move it into their own
 * account. So the guest is told, on the channels they agreed to when joining, that their ticket now
 * lives in an account and whom to ask if that was not them. Once per ticket and channel (the key), read
 * before the guest's consent is removed.
 */
export async function tellGuestTicketMoved(
  services: Pick<AppServices, 'settings' | 'outbox' | 'notices' | 'config' | 'clock'>,
  ticket: MovedTicket,
): Promise<void> {
  const settings = await services.settings.get('convidado', ticket.ticketId);
  if (!settings.notificacoes) return;
  const place = await noticePlace(services, ticket.queueId);
  if (!place) return;
  const rows = guestMessageRows(services.config, {
    key: `guest-moved:${ticket.ticketId}`,
    now: services.clock.now(),
    whatsapp: settings.notificacoesWhatsapp
      ? {
          phone: ticket.phone,
          template: 'vez_senha_na_conta',
          parameters: [place.establishment, place.queue],
        }
      : undefined,
    email: settings.notificacoesEmail
      ? {
          address: ticket.email,
          content: {
            subject: `Sua senha na fila ${place.queue} passou para uma conta`,
            greeting: `Olá, ${ticket.name.split(' ')[0]}!`,
            paragraphs: [
              `Sua senha na fila ${place.queue} de ${place.establishment} agora está numa conta Vez, no mesmo lugar.`,
              'Se foi você, acompanhe a senha em Minhas Filas. Se não foi, fale com o estabelecimento: alguém usou o link ou o QR code da sua senha.',
            ],
          },
        }
      : undefined,
  });
  for (const row of rows) await services.outbox.enqueue(row);
}
