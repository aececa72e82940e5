import type { AppServices } from '../../app-services';
import { composeEmail } from '../../mail/compose-email';
import type { NewOutboxMessage } from '../../repositories/outbox-repository';
import { noticePlace } from '../notifications/notice-place';

export interface GuestLinkMessage {
  ticketId: number;
  queueId: number;
  name: string;
  phone: string;
  email: string;
  link: string;
  now: number;
}

/**
 * The ticket's link, sent so a guest who changes phone or browser can come back to it: by WhatsApp when
 * configured and there is a phone, by e-mail when there is an address. One outbox row per channel under
 * a key naming the ticket, so a retried request or a second instance sends it once.
 */
export async function sendGuestLink(
  services: Pick<AppServices, 'outbox' | 'notices' | 'config'>,
  message: GuestLinkMessage,
): Promise<void> {
  const place = await noticePlace(services, message.queueId);
  if (!place) return;
  const rows: NewOutboxMessage[] = [];
  const base = {
    created_at: message.now,
    available_at: message.now,
    html_body: '',
    attachment: null,
  };
  const phone = message.phone.replace(/\D/g, '');
  if (services.config.whatsapp && phone.length >= 10) {
    rows.push({
      ...base,
      dedupe_key: `guest-link:${message.ticketId}:whatsapp`,
      channel: 'whatsapp',
      recipient: `55${phone}`,
      subject: 'vez_link_da_senha',
      text_body: JSON.stringify([place.establishment, place.queue, message.link]),
    });
  }
  if (message.email !== '') {
    const email = composeEmail({
      subject: `Sua senha na fila ${place.queue}`,
      greeting: `Olá, ${message.name.split(' ')[0]}!`,
      paragraphs: [
        `Você está na fila ${place.queue} de ${place.establishment}.`,
        'Guarde este link: ele mostra sua posição ao vivo e deixa você sair da fila. Quem tiver o link vê a sua senha.',
      ],
      action: { label: 'Ver minha senha', url: message.link },
    });
    rows.push({
      ...base,
      dedupe_key: `guest-link:${message.ticketId}:email`,
      channel: 'email',
      recipient: message.email,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
    });
  }
  for (const row of rows) await services.outbox.enqueue(row);
}
