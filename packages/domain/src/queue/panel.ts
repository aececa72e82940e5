import { calledPointSchema } from '../service-points/service-point-schemas';
import { z } from '../zod';
import { queueBroadcastSchema } from './called-state';
import { type CreatedDeviceLink, type DeviceLinkSummary, panelLinkSchemas } from './device-link';

/** What a revoked or unknown panel link answers (the TV shows it as it is). */
export const PANEL_REVOKED = 'Este painel foi desativado. Peça um novo link ao estabelecimento.';

/** How many calls the panel lists under the latest one. */
export const PANEL_RECENT_CALLS = 5;

/**
 * The data of the `revoked` event on the panel's stream (GET /api/panels/:token/events): the owner
 * revoked the link, and the stream ends after it.
 */
export const panelRevokedEventSchema = z.object({ mensagem: z.string().describe(PANEL_REVOKED) });
export type PanelRevokedEvent = z.output<typeof panelRevokedEventSchema>;

/** A panel link as its owner lists it, and as created (the only answer with the link). */
export const { summary: panelSummarySchema, created: createdPanelSchema } = panelLinkSchemas;
export type PanelSummary = DeviceLinkSummary;
export type CreatedPanel = CreatedDeviceLink;

/** One call as the TV shows it: a masked name (first name + initial), never e-mail, phone or surname. */
export const panelCallSchema = z.object({
  id: z.number().describe('a senha (ticket) chamada: o painel anuncia cada chamada uma vez'),
  nome: z.string(),
  pessoas: z.number().describe('tamanho do grupo chamado'),
  chamadoEm: z.string().describe('data e hora ISO 8601'),
  chamadoNovamenteEm: z.string().nullable().describe("último 'Chamar novamente': anunciado de novo"),
  /** The service point the person goes to (issue 37), shown large and said; absent without one. */
  ponto: calledPointSchema.optional(),
});
export type PanelCall = z.output<typeof panelCallSchema>;

export const panelQueueSchema = z.object({
  id: z.number(),
  nome: z.string(),
  status: z.string(),
  totalPessoas: z.number(),
  posicoesOcupadas: z.number(),
  minutosPorPosicao: z.number(),
  baseadoEm: z.number(),
  aviso: queueBroadcastSchema,
  /** Newest first: the first is the person just called. */
  chamadas: z.array(panelCallSchema),
});
export type PanelQueue = z.output<typeof panelQueueSchema>;

export const panelViewSchema = z.object({
  estabelecimento: z.string(),
  filas: z.array(panelQueueSchema),
});
export type PanelView = z.output<typeof panelViewSchema>;
