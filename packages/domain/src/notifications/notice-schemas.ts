import { z } from '../zod';

/** 'Avise-me quando faltarem N pessoas': N from 1 to 10, 3 unless the client chose otherwise. */
export const NOTICE_AHEAD_MIN = 1;
export const NOTICE_AHEAD_MAX = 10;
export const NOTICE_AHEAD_DEFAULT = 3;

const NOTICE_RANGE = `Escolha de ${NOTICE_AHEAD_MIN} a ${NOTICE_AHEAD_MAX} pessoas`;

export const noticeAheadField = z
  .number({ error: NOTICE_RANGE })
  .int({ error: NOTICE_RANGE })
  .min(NOTICE_AHEAD_MIN, { error: NOTICE_RANGE })
  .max(NOTICE_AHEAD_MAX, { error: NOTICE_RANGE });

export const ticketNoticeSchema = z.object({ pessoas: noticeAheadField });
export type TicketNotice = z.infer<typeof ticketNoticeSchema>;

const base64url = z
  .string({ error: 'Chave inválida' })
  .min(16, { error: 'Chave inválida' })
  .max(256, { error: 'Chave inválida' })
  .regex(/^[A-Za-z0-9_-]+=*$/, { error: 'Chave inválida' });

const INVALID_ENDPOINT = 'Endereço de notificação inválido';
/** A push service's URL: printable, parseable, not absurdly long (the host is checked by the server). */
const endpointField = z
  .string({ error: INVALID_ENDPOINT })
  .max(2048, { error: INVALID_ENDPOINT })
  .regex(/^[\x21-\x7e]+$/, { error: INVALID_ENDPOINT })
  .refine((value) => URL.canParse(value), { error: INVALID_ENDPOINT });

/** What a browser's `PushSubscription.toJSON()` gives; the server also checks the endpoint's host. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointField,
  keys: z.object({ p256dh: base64url, auth: base64url }, { error: 'Chaves da inscrição ausentes' }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: endpointField });

export const unsubscribeSchema = z.object({
  token: z.string({ error: 'Link de descadastro inválido ou expirado.' }).min(10).max(512),
});
