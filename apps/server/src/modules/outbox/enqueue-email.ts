import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../database/schema';
import { composeEmail, type EmailContent } from '../../mail/compose-email';
import type { OutboxRepository } from '../../repositories/outbox-repository';
import type { AttachmentSpec } from './attachment-spec';

/**
 * Writes an e-mail to the outbox, usually in the transaction of the change that causes it, under a key
 * that names what it is about (`plan-receipt:{paymentId}`): the same key written again is ignored, so
 * a repeated notification, a retried job or a second instance cannot send it twice. The delivery job
 * sends it (deliver-outbox.ts).
 */
export function enqueueEmail(
  outbox: OutboxRepository,
  message: { key: string; to: string; content: EmailContent; now: number; attachment?: AttachmentSpec },
  executor?: Kysely<Database> | Transaction<Database>,
): Promise<boolean> {
  const email = composeEmail(message.content);
  return outbox.enqueue(
    {
      dedupe_key: message.key,
      channel: 'email',
      recipient: message.to,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html,
      created_at: message.now,
      available_at: message.now,
      attachment: message.attachment ? JSON.stringify(message.attachment) : null,
    },
    executor,
  );
}
