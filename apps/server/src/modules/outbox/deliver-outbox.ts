import { createHash, randomUUID } from 'node:crypto';
import type { AppServices } from '../../app-services';
import type { AttachmentSpec } from './attachment-spec';

/** How long a claimed message belongs to the instance that claimed it (then another may retry it). */
export const OUTBOX_LEASE_MS = 60_000;
const BATCH = 10;
const MAX_ATTEMPTS = 10;

/** 30 s, 1 min, 2 min, … up to 1 h between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Sends what the outbox holds, from any instance: each message is claimed by one instance for a lease
 * before it is sent, and marked sent by that claim, so two instances never send the same message. A
 * process that dies after the SMTP server accepted a message but before marking it would send it once
 * more after the lease; the Message-ID derived from the message's key lets mail clients fold that copy.
 */
export async function deliverOutbox(
  services: Pick<
    AppServices,
    'outbox' | 'mailer' | 'clock' | 'config' | 'outboxAttachments' | 'outboxChannels'
  >,
  onError: (error: unknown, key: string) => void = () => {},
): Promise<number> {
  const now = services.clock.now();
  const token = randomUUID();
  const claimed = await services.outbox.claimDue(now, now + OUTBOX_LEASE_MS, token, BATCH);
  let sent = 0;
  for (const message of claimed) {
    // The batch may have outlived its lease (slow SMTP, a big attachment): each message is claimed anew.
    const at = services.clock.now();
    if (!(await services.outbox.renewClaim(message.id, token, at, at + OUTBOX_LEASE_MS))) continue;
    try {
      if (message.channel !== 'email') {
        const send = services.outboxChannels[message.channel];
        if (!send) throw new Error(`canal ${message.channel} não configurado`);
        await send(message);
        await services.outbox.markSent(message.id, token, services.clock.now());
        sent++;
        continue;
      }
      const attachments = message.attachment
        ? [await renderAttachment(services, JSON.parse(message.attachment) as AttachmentSpec)]
        : undefined;
      await services.mailer.send({
        attachments,
        to: message.recipient,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        messageId: `<${createHash('sha256').update(message.dedupe_key).digest('hex').slice(0, 32)}@${mailDomain(services.config.publicUrl)}>`,
      });
      await services.outbox.markSent(message.id, token, services.clock.now());
      sent++;
    } catch (error) {
      const attempts = message.attempts + 1;
      const retryAt = attempts >= MAX_ATTEMPTS ? null : services.clock.now() + retryDelayMs(attempts);
      await services.outbox.markFailed(message.id, token, services.clock.now(), retryAt, String(error));
      onError(error, message.dedupe_key);
    }
  }
  return sent;
}

async function renderAttachment(services: Pick<AppServices, 'outboxAttachments'>, spec: AttachmentSpec) {
  const render = services.outboxAttachments[spec.kind];
  if (!render) throw new Error(`no renderer for attachment ${spec.kind}`);
  return render(spec);
}

function mailDomain(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'vez.app';
  } catch {
    return 'vez.app';
  }
}
