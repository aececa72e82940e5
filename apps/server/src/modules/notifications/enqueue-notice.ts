import { createHash } from 'node:crypto';
import { type NoticeContext, type NoticeReason, noticeText } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { composeEmail } from '../../mail/compose-email';
import type { NewOutboxMessage } from '../../repositories/outbox-repository';
import { guestTicketPath, guestToken } from '../guests/guest-link';
import { recentLanAddress, resolveSentLinkBase } from '../links/resolve-link-base';
import { unsubscribeTokenFor } from './unsubscribe-token';

export type NoticeServices = Pick<
  AppServices,
  'outbox' | 'settings' | 'pushSubscriptions' | 'notices' | 'config'
>;

export interface Notice {
  ticketId: number;
  queueId: number;
  /** Null for a ticket without an account: the ticket itself is then told (decision 068). */
  clientId: number | null;
  reason: NoticeReason;
  /** Distinguishes repeats of one reason (the nth recall, a broadcast's time); part of the unique key. */
  occurrence?: string;
  context: NoticeContext;
  now: number;
  /** Only these channels (a broadcast goes by push only); all the client allows when absent. */
  only?: NewOutboxMessage['channel'][];
  /** The push tag: a correction takes the tag of what it corrects, so the phone shows it in its place. */
  tag?: string;
}

const TEMPLATES: Record<NoticeReason, string> = {
  near: 'vez_quase_sua_vez',
  called: 'vez_sua_vez',
  recall: 'vez_chamando_de_novo',
  broadcast: 'vez_aviso_da_fila',
  uncalled: 'vez_chamada_desfeita',
};

/**
 * A call or recall to a service point (issue 37) takes a template with the point as its third parameter:
 * a template's parameters are fixed, and the two above keep serving calls without a point.
 */
const TEMPLATES_TO_A_POINT: Partial<Record<NoticeReason, string>> = {
  called: 'vez_sua_vez_no_ponto',
  recall: 'vez_chamando_de_novo_no_ponto',
};

/** The start of the outbox keys of a ticket's notices (of one reason when given). */
export function noticeKeyPrefix(ticketId: number, reason?: NoticeReason): string {
  return reason ? `notice:${ticketId}:${reason}` : `notice:${ticketId}:`;
}

/**
 * The outbox rows of one notice, one per channel the client allows (Configurações), each under a key
 * naming the ticket, the reason and the channel, so a row written twice is kept once. Only reads: the
 * caller writes the rows in the transaction that marks the ticket as told.
 */
export async function noticeRows(services: NoticeServices, notice: Notice): Promise<NewOutboxMessage[]> {
  const recipient = await recipientOf(services, notice);
  if (!recipient) return [];
  const { settings, client, subject } = recipient;
  if (!settings.notificacoes) return [];
  const text = noticeText(notice.reason, notice.context);
  const key = `${noticeKeyPrefix(notice.ticketId, notice.reason)}${notice.occurrence ? `:${notice.occurrence}` : ''}`;
  const queueUrl = recipient.url;
  const row = (
    channel: NewOutboxMessage['channel'],
    fields: Partial<NewOutboxMessage>,
  ): NewOutboxMessage => ({
    dedupe_key: `${key}:${channel}`,
    channel,
    recipient: '',
    subject: text.subject,
    text_body: '',
    html_body: '',
    created_at: notice.now,
    available_at: notice.now,
    attachment: null,
    ...fields,
  });
  const rows: NewOutboxMessage[] = [];
  const wanted = (channel: NewOutboxMessage['channel']) => !notice.only || notice.only.includes(channel);
  if (settings.notificacoesEmail && wanted('email')) {
    const token = unsubscribeTokenFor(services.config.jwtSecret, subject.type, subject.id);
    // Sent links never take a request's host: PUBLIC_URL, else this server on the LAN (decision 064).
    const site = resolveSentLinkBase(services.config, recentLanAddress).url;
    const email = composeEmail({
      subject: text.subject,
      greeting: `Olá, ${client.name.split(' ')[0]}!`,
      paragraphs: [text.body],
      action: { label: 'Ver minha fila', url: `${site}${queueUrl}` },
      unsubscribeUrl: `${site}/descadastrar?token=${token}`,
    });
    rows.push(row('email', { recipient: client.email, text_body: email.text, html_body: email.html }));
  }
  if (settings.notificacoesPush && wanted('push')) {
    const payload = JSON.stringify({
      title: text.title,
      body: text.body,
      url: queueUrl,
      tag: notice.tag ?? key,
    });
    for (const subscription of await services.pushSubscriptions.listOf(subject.type, subject.id)) {
      const device = createHash('sha256').update(subscription.endpoint).digest('hex').slice(0, 16);
      rows.push(
        row('push', {
          dedupe_key: `${key}:push:${device}`,
          recipient: subscription.endpoint,
          subject: text.title,
          text_body: payload,
        }),
      );
    }
  }
  const phone = client.phone.replace(/\D/g, '');
  if (settings.notificacoesWhatsapp && services.config.whatsapp && phone.length >= 10 && wanted('whatsapp')) {
    const parameters = [notice.context.establishment, notice.context.queue];
    if (notice.reason === 'near') parameters.push(String(notice.context.ahead ?? 0));
    if (notice.reason === 'broadcast') parameters.push(notice.context.message ?? '');
    const toPoint = notice.context.point ? TEMPLATES_TO_A_POINT[notice.reason] : undefined;
    if (toPoint && notice.context.point) parameters.push(notice.context.point.nome);
    rows.push(
      row('whatsapp', {
        recipient: `55${phone}`,
        subject: toPoint ?? TEMPLATES[notice.reason],
        text_body: JSON.stringify(parameters),
      }),
    );
  }
  return rows;
}

/**
 * Who a notice goes to and where its link leads: an account (its settings, its own contact data, Minhas
 * Filas), or a guest's ticket (the consent given on joining, the ticket's contact data, the ticket's own
 * page). Nobody once the account is deleted or the guest's data erased.
 */
async function recipientOf(services: NoticeServices, notice: Notice) {
  if (notice.clientId !== null) {
    const subject = { type: 'cliente' as const, id: notice.clientId };
    const [settings, client] = await Promise.all([
      services.settings.get(subject.type, subject.id),
      services.notices.clientContact(subject.id),
    ]);
    if (!client || client.deleted_at !== null) return null;
    return { subject, settings, client, url: `/cliente/filas/${notice.queueId}` };
  }
  const subject = { type: 'convidado' as const, id: notice.ticketId };
  const [settings, guest] = await Promise.all([
    services.settings.get(subject.type, subject.id),
    services.notices.guestContact(subject.id),
  ]);
  if (!guest || guest.deleted_at !== null || guest.link_salt === null) return null;
  const url = guestTicketPath(guestToken(services.config.jwtSecret, guest.id, guest.link_salt));
  return { subject, settings, client: guest, url };
}
