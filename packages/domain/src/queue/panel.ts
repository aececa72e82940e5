import { z } from '../zod';
import { queueBroadcastSchema } from './called-state';
import { linkOriginSchema } from './link-origin';

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

/** `POST /api/establishments/:id/panels`: one queue of the establishment, or (no filaId) all of them. */
export const createPanelSchema = z.object({
  filaId: z
    .number({ error: 'Fila inválida' })
    .int({ error: 'Fila inválida' })
    .min(1, { error: 'Fila inválida' })
    .max(2_147_483_647, { error: 'Fila inválida' })
    .nullish(),
});
export type CreatePanelInput = z.input<typeof createPanelSchema>;

/** A panel link as its owner lists it: the token itself is only in the answer that created it. */
export const panelSummarySchema = z.object({
  id: z.number(),
  filaId: z.number().nullable(),
  filaNome: z.string().nullable().describe('null: todas as filas do estabelecimento'),
  criadoEm: z.string().describe('data e hora ISO 8601'),
});
export type PanelSummary = z.output<typeof panelSummarySchema>;

export const createdPanelSchema = panelSummarySchema.extend({
  token: z.string(),
  link: z.string().describe('mostrado só agora: guarde ou abra na TV'),
  origemDoLink: linkOriginSchema,
});
export type CreatedPanel = z.output<typeof createdPanelSchema>;

/** One call as the TV shows it: a masked name (first name + initial), never e-mail, phone or surname. */
export const panelCallSchema = z.object({
  id: z.number().describe('a senha (ticket) chamada: o painel anuncia cada chamada uma vez'),
  nome: z.string(),
  pessoas: z.number().describe('tamanho do grupo chamado'),
  chamadoEm: z.string().describe('data e hora ISO 8601'),
  chamadoNovamenteEm: z.string().nullable().describe("último 'Chamar novamente': anunciado de novo"),
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
