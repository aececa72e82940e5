import { hasControlCharacters, optionalPhoneField, requiredText } from '../auth/fields';
import { MAX_GROUP_SIZE } from '../queue/queue-rules';
import { z } from '../zod';

/**
 * Joining without an account (decision 068): a guest from the QR link or the establishment's page, a
 * person added at the counter, a person at a kiosk. No CPF, no address: a name, a phone when the queue asks
 * for one, and how many people the ticket is for.
 */

export const GUEST_NAME_MAX = 80;

const PARTY_MESSAGE = `Informe de 1 a ${MAX_GROUP_SIZE} pessoas`;
export const GUEST_PHONE_REQUIRED = 'Informe um celular para receber os avisos';

/** How many people one ticket is for; a form sends it as text. */
const partySizeField = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 1 : v),
  z.coerce
    .number({ error: PARTY_MESSAGE })
    .int({ error: PARTY_MESSAGE })
    .min(1, { error: PARTY_MESSAGE })
    .max(MAX_GROUP_SIZE, { error: PARTY_MESSAGE }),
);

/** An e-mail a guest may leave blank ('' then). */
const optionalEmailField = z
  .string({ error: 'E-mail inválido' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'E-mail inválido' })
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: 'E-mail inválido' })
  .optional()
  .default('');

const consentField = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'Valor inválido' }).optional().default(false),
);

/** A field no person sees (the forms hide it): filled in, the join came from a robot. */
const honeypotField = z
  .string()
  .optional()
  .default('')
  .refine((value) => !hasControlCharacters(value));

const personFields = {
  nome: requiredText('Nome obrigatório', GUEST_NAME_MAX),
  telefone: optionalPhoneField,
  tamanhoGrupo: partySizeField,
};

/** 'Entrar sem cadastro' from the QR link or the establishment's page. */
export const guestJoinSchema = z.object({
  ...personFields,
  email: optionalEmailField,
  /** Consent to notices by WhatsApp and e-mail about this ticket (LGPD); push is asked by the browser. */
  aceitaAvisos: consentField,
  site: honeypotField,
});
export type GuestJoinInput = z.input<typeof guestJoinSchema>;
export type GuestJoin = z.output<typeof guestJoinSchema>;

/** 'Adicionar pessoa' at the counter: the establishment types what the person tells. */
export const walkInSchema = z.object({
  ...personFields,
  /** Send the ticket link to the phone given (by WhatsApp when configured). */
  enviarLink: consentField,
});
export type WalkInInput = z.input<typeof walkInSchema>;
export type WalkIn = z.output<typeof walkInSchema>;

/** 'Entrar na fila' at a kiosk: the tablet serves one queue or several. */
export const kioskJoinSchema = z.object({
  ...personFields,
  /** Consent to notices by WhatsApp about this ticket, when a phone is given. */
  aceitaAvisos: consentField,
  filaId: z.coerce
    .number({ error: 'Escolha uma fila' })
    .int({ error: 'Escolha uma fila' })
    .positive({ error: 'Escolha uma fila' })
    // Beyond an integer column PostgreSQL answers with an error, not a miss.
    .max(2_147_483_647, { error: 'Escolha uma fila' }),
  site: honeypotField,
});
export type KioskJoinInput = z.input<typeof kioskJoinSchema>;
export type KioskJoin = z.output<typeof kioskJoinSchema>;

/** Where a ticket came from, as the establishment reads it beside the name. */
export const TICKET_ORIGINS = ['conta', 'convidado', 'balcao', 'quiosque'] as const;
export type TicketOrigin = (typeof TICKET_ORIGINS)[number];
export const TICKET_ORIGIN_LABELS: Record<TicketOrigin, string | null> = {
  conta: null,
  convidado: 'CONVIDADO',
  balcao: 'BALCÃO',
  quiosque: 'QUIOSQUE',
};
