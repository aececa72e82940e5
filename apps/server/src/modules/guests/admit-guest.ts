import { NOTICE_AHEAD_DEFAULT } from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { TicketOriginColumn } from '../../database/schema';
import type { LinkBase } from '../links/resolve-link-base';
import { type Place, type PlaceServices, takeAPlace } from '../queues/joining/take-a-place';
import { guestTicketPath, newGuestLink } from './guest-link';
import { sendGuestLink } from './send-guest-link';

export type AdmitServices = PlaceServices & Pick<AppServices, 'settings' | 'outbox' | 'notices' | 'config'>;

export const PHONE_ALREADY_IN = 'Este celular já tem uma senha nesta fila';

export interface Guest {
  name: string;
  phone: string;
  email: string;
  partySize: number;
  origin: Exclude<TicketOriginColumn, 'conta'>;
  /** Consent to notices and the link by WhatsApp and e-mail (LGPD); push is asked by the browser. */
  consent: boolean;
}

export interface AdmittedGuest extends Place {
  /** The link's token: in this answer, in the link sent, and nowhere else in the clear. */
  senha: string;
  link: string;
  origemDoLink: LinkBase['origin'];
}

/**
 * A person without an account takes a place by the one join path (decision 068): the ticket is the
 * guest. What they agreed to be told is kept as the ticket's settings, and the link is sent when they
 * agreed to it, so they can come back from another phone or browser.
 */
export async function admitGuest(
  services: AdmitServices,
  queueId: number,
  guest: Guest,
  base: LinkBase,
): Promise<AdmittedGuest> {
  const link = newGuestLink(services.config.jwtSecret);
  const place = await takeAPlace(
    services,
    {
      queueId,
      clientId: null,
      origin: guest.origin,
      linkHash: link.hash,
      linkSalt: link.salt,
      // The counter adds anyone; the QR link and a kiosk go by the queue's rules for guests.
      selfService: guest.origin !== 'balcao',
      groupSize: guest.partySize,
      name: guest.name,
      phone: guest.phone,
      email: guest.email,
      groupMembers: '[]',
    },
    PHONE_ALREADY_IN,
  );
  const now = services.clock.now();
  const url = `${base.url}${guestTicketPath(link.token)}`;
  // Without consent there is nothing to keep: a guest ticket's defaults are push only (no row written,
  // so the join costs what an account's does).
  if (guest.consent) {
    await services.settings.save(
      'convidado',
      place.ticketId,
      {
        notificacoes: true,
        notificacoesEmail: guest.email !== '',
        notificacoesWhatsapp: guest.phone !== '',
        notificacoesPush: true,
        avisoPessoas: NOTICE_AHEAD_DEFAULT,
        backupAutomatico: false,
      },
      now,
    );
    await sendGuestLink(services, {
      ticketId: place.ticketId,
      queueId,
      name: guest.name,
      phone: guest.phone,
      email: guest.email,
      link: url,
      now,
    });
  }
  return { ...place, senha: link.token, link: url, origemDoLink: base.origin };
}
