import type { AppServices } from '../../app-services';
import { noticePlace } from '../notifications/notice-place';
import { guestMessageRows } from './guest-message-rows';

/**
 * Link messages one phone or e-mail address may be sent in 24 hours, across every queue of the
 * installation: on joining, and sent again. The address is typed by whoever joins, so without a cap Vez
 * could be made to message a stranger over and over; five joins cover an honest guest's day. Links sent
 * again have their own budget, so asking for one's link again cannot use up the day's joins.
 */
export const GUEST_LINKS_PER_RECIPIENT_PER_DAY = 5;
export const GUEST_LINKS_AGAIN_PER_RECIPIENT_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;
/** A link asked for again is sent at most once per ticket in each such window (a clock's, not a rolling one). */
const AGAIN_EVERY_MS = 10 * 60_000;

export interface GuestLinkMessage {
  ticketId: number;
  queueId: number;
  name: string;
  phone: string;
  email: string;
  link: string;
  now: number;
  /** The channels the guest agreed to. */
  channels: { whatsapp: boolean; email: boolean };
  /** 'joined': the one sent on joining. 'again': a join with the same phone asked for it again. */
  occasion: 'joined' | 'again';
}

type Services = Pick<AppServices, 'outbox' | 'notices' | 'config'>;

/**
 * The ticket's link, sent so a guest who changes phone or browser can come back to it: by WhatsApp when
 * configured and there is a phone, by e-mail when there is an address. Each row has a key naming the
 * ticket (and, asked again, the ten-minute window), so a retried request or a second instance sends it once.
 */
export async function sendGuestLink(services: Services, message: GuestLinkMessage): Promise<void> {
  const place = await noticePlace(services, message.queueId);
  if (!place) return;
  const rows = guestMessageRows(services.config, {
    key: `guest-link:${message.ticketId}`,
    keySuffix: message.occasion === 'again' ? `:de-novo:${Math.floor(message.now / AGAIN_EVERY_MS)}` : '',
    now: message.now,
    whatsapp: message.channels.whatsapp
      ? {
          phone: message.phone,
          template: 'vez_link_da_senha',
          parameters: [place.establishment, place.queue, message.link],
        }
      : undefined,
    email: message.channels.email
      ? {
          address: message.email,
          content: {
            subject: `Sua senha na fila ${place.queue}`,
            greeting: `Olá, ${message.name.split(' ')[0]}!`,
            paragraphs: [
              `Você está na fila ${place.queue} de ${place.establishment}.`,
              'Guarde este link: ele mostra sua posição ao vivo e deixa você sair da fila. Quem tiver o link vê a sua senha.',
            ],
            action: { label: 'Ver minha senha', url: message.link },
          },
        }
      : undefined,
  });
  for (const row of rows) {
    // Counted before writing: two joins at the same instant may both pass, which a daily cap can bear.
    const again = message.occasion === 'again';
    const sent = await services.outbox.countGuestLinksTo(row.recipient, message.now - DAY_MS, again);
    const budget = again ? GUEST_LINKS_AGAIN_PER_RECIPIENT_PER_DAY : GUEST_LINKS_PER_RECIPIENT_PER_DAY;
    if (sent < budget) await services.outbox.enqueue(row);
  }
}
