import type { AppConfig } from '../../config/config';
import { composeEmail, type EmailContent } from '../../mail/compose-email';
import type { NewOutboxMessage } from '../../repositories/outbox-repository';

export interface GuestMessage {
  /** The outbox key without its channel: one message per key and channel, however often it is written. */
  key: string;
  /** After the channel in the key (a repeat's time window). */
  keySuffix?: string;
  now: number;
  /** A WhatsApp template and its body parameters; sent only when WhatsApp is configured. */
  whatsapp?: { phone: string; template: string; parameters: string[] };
  email?: { address: string; content: EmailContent };
}

/**
 * The outbox rows of one message to a guest: by WhatsApp to a phone of at least ten digits when
 * configured, by e-mail to an address given. The caller decides the channels by the guest's consent.
 */
export function guestMessageRows(
  config: Pick<AppConfig, 'whatsapp'>,
  message: GuestMessage,
): NewOutboxMessage[] {
  const rows: NewOutboxMessage[] = [];
  const base = { created_at: message.now, available_at: message.now, html_body: '', attachment: null };
  const keyOf = (channel: string) => `${message.key}:${channel}${message.keySuffix ?? ''}`;
  const phone = message.whatsapp?.phone.replace(/\D/g, '') ?? '';
  if (message.whatsapp && config.whatsapp && phone.length >= 10) {
    rows.push({
      ...base,
      dedupe_key: keyOf('whatsapp'),
      channel: 'whatsapp',
      recipient: `55${phone}`,
      subject: message.whatsapp.template,
      text_body: JSON.stringify(message.whatsapp.parameters),
    });
  }
  if (message.email && message.email.address !== '') {
    const email = composeEmail(message.email.content);
    rows.push({
      ...base,
      dedupe_key: keyOf('email'),
      channel: 'email',
      recipient: message.email.address,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
    });
  }
  return rows;
}
