import { queueBroadcastSchema } from '../queue/called-state';
import { calledPointSchema } from '../service-points/service-point-schemas';
import { z } from '../zod';
import { TICKET_ORIGINS } from './guest-schemas';

const isoDate = z.string().describe('data e hora ISO 8601');

/** What a join without an account answers: the place, and the ticket's link (shown once as a QR too). */
export const guestJoinResultSchema = z.object({
  ticketId: z.number(),
  queueId: z.number(),
  position: z.number(),
  subPosition: z.string(),
  groupSize: z.number(),
  estimatedWaitMinutes: z.number(),
  senha: z.string().describe('o segredo do link da senha: vai no cabeçalho X-Vez-Senha'),
  link: z.string().describe('a página da senha (o segredo vai no fragmento, depois de #)'),
  origemDoLink: z.enum(['PUBLIC_URL', 'navegador', 'rede-local', 'este-computador']),
});
export type GuestJoinResult = z.output<typeof guestJoinResultSchema>;

/** 'Adicionar pessoa' at the counter: the same, with the link as a QR code for the screen. */
export const walkInResultSchema = guestJoinResultSchema.extend({
  qrCode: z.string().describe('o link da senha como QR code (imagem PNG em data: URL)'),
});
export type WalkInResult = z.output<typeof walkInResultSchema>;

/**
 * `GET /api/senha`: a guest's own ticket, for its page. 'aguardando' with the place and the wait;
 * 'chamado' for CALLED_STATE_MINUTES after the call ('É a sua vez!'); then how it ended.
 */
export const guestTicketSchema = z.object({
  ticketId: z.number(),
  nome: z.string(),
  tamanhoGrupo: z.number(),
  origem: z.enum(TICKET_ORIGINS),
  situacao: z.enum(['aguardando', 'chamado', 'nao_compareceu', 'atendido', 'saiu', 'encerrado']),
  posicao: z.number().describe('0 fora da fila'),
  letra: z.string(),
  esperaMinutos: z.number(),
  esperaFaixa: z.tuple([z.number(), z.number()]).nullable(),
  esperaBaseadaEm: z.number(),
  pessoasNaFila: z.number(),
  entrouEm: isoDate,
  chamadoEm: isoDate.nullable(),
  chamadoNovamenteEm: isoDate.nullable(),
  /** Where the call sent the guest (issue 37); absent for a call without a service point. */
  ponto: calledPointSchema.optional(),
  encerradoEm: isoDate.nullable(),
  avisarQuandoFaltarem: z.number(),
  temCelular: z.boolean(),
  fila: z.object({
    id: z.number(),
    nome: z.string(),
    status: z.enum(['ativa', 'pausada', 'agendada', 'encerrada']),
    estabelecimentoId: z.number(),
    estabelecimentoNome: z.string(),
  }),
  aviso: queueBroadcastSchema,
  versao: z.number().describe('versão da fila na leitura (a mesma dos eventos ao vivo)'),
});
export type GuestTicket = z.output<typeof guestTicketSchema>;
