import { type CreatedDeviceLink, type DeviceLinkSummary, kioskLinkSchemas } from '../queue/device-link';
import { z } from '../zod';
import { guestJoinResultSchema } from './guest-responses';

/** What a revoked or unknown kiosk link answers (the tablet shows it as it is). */
export const KIOSK_REVOKED = 'Este quiosque foi desativado. Peça um novo link ao estabelecimento.';

/** Seconds the tablet shows a new ticket before going back to the start (a tap goes back sooner). */
export const KIOSK_TICKET_SECONDS = 20;

/** A kiosk link as its owner lists it, and as created (the only answer with the link). */
export const { summary: kioskSummarySchema, created: createdKioskSchema } = kioskLinkSchemas;
export type KioskSummary = DeviceLinkSummary;
export type CreatedKiosk = CreatedDeviceLink;

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
