import { linkOriginSchema } from '../queue/link-origin';
import { z } from '../zod';
import { guestJoinResultSchema } from './guest-responses';

/** What a revoked or unknown kiosk link answers (the tablet shows it as it is). */
export const KIOSK_REVOKED = 'Este quiosque foi desativado. Peça um novo link ao estabelecimento.';

/** Seconds the tablet shows a new ticket before going back to the start (a tap goes back sooner). */
export const KIOSK_TICKET_SECONDS = 20;

/** `POST /api/establishments/:id/kiosks`: one queue of the establishment, or (no filaId) every open one. */
export const createKioskSchema = z.object({
  filaId: z
    .number({ error: 'Fila inválida' })
    .int({ error: 'Fila inválida' })
    .min(1, { error: 'Fila inválida' })
    .max(2_147_483_647, { error: 'Fila inválida' })
    .nullish(),
});
export type CreateKioskInput = z.input<typeof createKioskSchema>;

/** A kiosk link as its owner lists it: the token itself is only in the answer that created it. */
export const kioskSummarySchema = z.object({
  id: z.number(),
  filaId: z.number().nullable(),
  filaNome: z.string().nullable().describe('null: todas as filas abertas do estabelecimento'),
  criadoEm: z.string().describe('data e hora ISO 8601'),
});
export type KioskSummary = z.output<typeof kioskSummarySchema>;

export const createdKioskSchema = kioskSummarySchema.extend({
  token: z.string(),
  link: z.string().describe('mostrado só agora: abra no tablet da entrada'),
  origemDoLink: linkOriginSchema,
});
export type CreatedKiosk = z.output<typeof createdKioskSchema>;

/** A queue a kiosk offers: what the person at the door needs to choose it. */
export const kioskQueueSchema = z.object({
  id: z.number(),
  nome: z.string(),
  status: z.enum(['ativa', 'pausada', 'agendada', 'encerrada']),
  totalPessoas: z.number(),
  esperaMinutos: z.number().describe('a espera de quem entrar agora'),
  aceitaConvidados: z.boolean(),
  precisaCelular: z.boolean(),
});
export type KioskQueue = z.output<typeof kioskQueueSchema>;

/** `GET /api/quiosques/{token}`: the establishment and the queues the tablet serves. */
export const kioskViewSchema = z.object({
  estabelecimentoNome: z.string(),
  filas: z.array(kioskQueueSchema),
});
export type KioskView = z.output<typeof kioskViewSchema>;

/** A kiosk join: the place, and the ticket page's link as a QR code for the person's phone. */
export const kioskJoinResultSchema = guestJoinResultSchema.extend({
  qrCode: z.string().describe('o link da senha como QR code (imagem PNG em data: URL)'),
});
export type KioskJoinResult = z.output<typeof kioskJoinResultSchema>;
