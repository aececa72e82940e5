import type { MailAttachment } from '../../mail/mailer';

/** What an outbox row asks to attach: rendered when sent, so the row stays small. */
export interface AttachmentSpec {
  kind: string;
  [key: string]: unknown;
}

export type AttachmentRenderers = Record<string, (spec: AttachmentSpec) => Promise<MailAttachment>>;
