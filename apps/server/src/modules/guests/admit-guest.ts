import { NOTICE_AHEAD_DEFAULT, PRESS_KEY_REUSED } from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { TicketOriginColumn } from '../../database/schema';
import { AppError, conflict } from '../app-error';
import type { LinkBase } from '../links/resolve-link-base';
import { type Place, type PlaceServices, takeAPlace } from '../queues/joining/take-a-place';
import { getGuestTicket } from './get-guest-ticket';
import { guestTicketPath, guestToken, newGuestSalt } from './guest-link';
import { offerTheLinkAgain } from './offer-the-link-again';
import { sendGuestLink } from './send-guest-link';

export type AdmitServices = PlaceServices & Pick<AppServices, 'settings' | 'outbox' | 'notices' | 'config'>;

/**
 * Said to a second join with a phone that already waits. It does not say whose ticket it is or where it
 * stands, and it reads the same whether or not the link could be sent again.
 */
export const PHONE_ALREADY_IN =
  'Este celular já tem uma senha nesta fila. Procure o link dela no WhatsApp ou no e-mail, ou peça ajuda no atendimento.';

/** The counter sees the queue: the person is in the list. */
export const PHONE_ALREADY_IN_AT_COUNTER =
  'Este celular já tem uma senha nesta fila: a pessoa está na lista.';

export interface Guest {
  name: string;
  phone: string;
  email: string;
  partySize: number;
  origin: Exclude<TicketOriginColumn, 'conta'>;
  /** Consent to notices and the link by WhatsApp and e-mail (LGPD); push is asked by the browser. */
  consent: boolean;
  /** The `Idempotency-Key` of the attempt: a retried or doubled request answers with the same ticket. */
  attempt?: string;
}

export interface AdmittedGuest extends Place {
  /** The link's token: in this answer, in the link sent, and nowhere else in the clear. */
  senha: string;
  link: string;
  origemDoLink: LinkBase['origin'];
}

/**
 * A person without an account takes a place by the one join path (decision 068): the ticket is the
 * guest. An attempt's key makes the link's salt, so the same attempt again collides with its own ticket
 * and is answered with it rather than a second one. What the guest agreed to be told is kept as the ticket's
 * settings and the link is sent, after the place is taken: a retry of an attempt whose answer or
 * follow-up was lost writes them again, and both are kept once.
 */
export async function admitGuest(
  services: AdmitServices,
  queueId: number,
  guest: Guest,
  base: LinkBase,
): Promise<AdmittedGuest> {
  const salt = newGuestSalt(
    services.config.jwtSecret,
    guest.attempt ? { queueId, key: guest.attempt } : undefined,
  );
  const place = await takeAPlace(
    services,
    {
      queueId,
      clientId: null,
      origin: guest.origin,
      linkSalt: salt,
      // The counter adds anyone; the QR link and a kiosk go by the queue's rules for guests.
      selfService: guest.origin !== 'balcao',
      groupSize: guest.partySize,
      name: guest.name,
      phone: guest.phone,
      email: guest.email,
      groupMembers: '[]',
    },
    PHONE_ALREADY_IN,
  ).catch(async (error: unknown) => {
    if (!(error instanceof AppError && error.kind === 'conflict')) throw error;
    const earlier = guest.attempt ? await sameAttemptAgain(services, queueId, guest, salt) : undefined;
    if (earlier) return earlier;
    await offerTheLinkAgain(services, queueId, guest.phone, base);
    throw conflict(guest.origin === 'balcao' ? PHONE_ALREADY_IN_AT_COUNTER : PHONE_ALREADY_IN);
  });
  const token = guestToken(services.config.jwtSecret, place.ticketId, salt);
  const now = services.clock.now();
  const url = `${base.url}${guestTicketPath(token)}`;
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
      channels: { whatsapp: guest.phone !== '', email: guest.email !== '' },
      occasion: 'joined',
    });
  }
  return { ...place, senha: token, link: url, origemDoLink: base.origin };
}

/**
 * The ticket an earlier request of the same attempt made (the same salt), where it stands now; none when
 * the conflict was another ticket's. A key sent again with another person's data is refused.
 */
async function sameAttemptAgain(
  services: AdmitServices,
  queueId: number,
  guest: Guest,
  salt: string,
): Promise<Place | undefined> {
  const earlier = await services.tickets.findWaitingGuestBySalt(queueId, guest.phone, salt);
  if (!earlier) return undefined;
  // One key for two people (a kiosk or a counter whose answer was lost): the second is not the first.
  const same =
    earlier.name === guest.name &&
    earlier.phone === guest.phone &&
    earlier.email === guest.email &&
    Number(earlier.group_size) === guest.partySize;
  if (!same) throw conflict(PRESS_KEY_REUSED);
  const ticket = await getGuestTicket(services, guestToken(services.config.jwtSecret, earlier.id, salt));
  return {
    ticketId: ticket.ticketId,
    queueId: ticket.fila.id,
    position: ticket.posicao,
    subPosition: ticket.letra,
    groupSize: ticket.tamanhoGrupo,
    estimatedWaitMinutes: ticket.esperaMinutos,
  };
}
