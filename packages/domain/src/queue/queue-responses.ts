import { calledPointSchema } from '../service-points/service-point-schemas';
import { z } from '../zod';
import { queueBroadcastSchema } from './called-state';

/**
 * What the queue routes answer (the OpenAPI contract), next to their request schemas. See api/envelope.ts for how
 * the server holds answers to them. Field names and meanings are those of queue-views.ts.
 */

const queueStatus = z.enum(['ativa', 'pausada', 'agendada', 'encerrada']);
const isoDate = z.string().describe('data e hora ISO 8601');
/** A range of minutes while the estimate rests on little data (decision 023), else null. */
const minutesRange = z.tuple([z.number(), z.number()]).nullable();

export const queueViewSchema = z.object({
  id: z.number(),
  nome: z.string(),
  descricao: z.string().nullable(),
  status: queueStatus,
  tipo_fila: z.string(),
  limitar_fila: z.boolean(),
  max_integrantes: z.number().nullable(),
  abrir_agora: z.boolean(),
  horario_abertura: z.string(),
  abre_em: isoDate.nullable(),
  /**
   * The owner's list only (Gerenciar Filas): when the next automatic call is due, null when none is
   * pending (switched off, the queue not open, nobody waiting). Issue 38.
   */
  proxima_chamada_em: isoDate.nullable().optional(),
  chamada_automatica: z.boolean(),
  intervalo_chamada: z.number(),
  permitir_convidados: z.boolean().describe("'Permitir entrada sem cadastro'"),
  convidado_precisa_celular: z.boolean(),
  tempo_estimado: z.number(),
  tempo_medio_espera: z.number(),
  tempo_medio_baseado_em: z.number(),
  tempo_medio_faixa: minutesRange,
  valor_avancos: z.number(),
  valor_avancos_centavos: z.number(),
  max_avancos: z.number(),
  estabelecimento_id: z.number(),
  clientes_na_fila: z.number(),
  total_clientes: z.number(),
  posicoes_ocupadas: z.number(),
  stats: z.object({ totalClients: z.number(), totalTickets: z.number() }),
  criada_em: isoDate,
  aviso: queueBroadcastSchema,
  versao: z.number().describe('versão da fila na leitura (a mesma dos eventos ao vivo)'),
});

export const queueEntryMemberSchema = z.object({
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  dataNascimento: z.string().optional(),
  cpf: z.string().optional(),
});

/** One waiting ticket as the caller may see it (masked for everybody but the owner and the client). */
export const queueEntrySchema = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  telefone: z.string(),
  position: z.number(),
  subPosition: z.string(),
  paidAdvance: z.boolean(),
  isGroupLeader: z.boolean(),
  groupSize: z.number(),
  groupMembers: z.array(queueEntryMemberSchema),
  estimatedWaitMinutes: z.number(),
  isMe: z.boolean(),
  entrouEm: isoDate,
  origem: z
    .enum(['conta', 'convidado', 'balcao', 'quiosque'])
    .nullable()
    .describe('como a senha entrou: só o estabelecimento dono da fila vê; null para os demais'),
});

/** `GET /api/queues/{id}`: the queue, plus the logged-in client's ticket or how their last one ended. */
export const queueDetailSchema = queueViewSchema.extend({
  minhaPosicao: queueEntrySchema.nullable().optional(),
  /** What the caller's waiting ticket here paid for advances and keeps (decision 054); 0 without one. */
  meuAvancoPagoCentavos: z.number().optional(),
  meuUltimoTicket: z
    .looseObject({
      ticketId: z.number(),
      /** 'no_show': called, then marked 'Não compareceu' (decision 044); `em` is still the call. */
      status: z.enum(['waiting', 'called', 'no_show', 'left', 'closed']),
      em: isoDate,
      /** The last 'Chamar novamente', for a called ticket. */
      chamadoNovamenteEm: isoDate.nullable().optional(),
      /** Where the call sent the client (issue 37); absent for a call without a service point. */
      ponto: calledPointSchema.optional(),
    })
    .nullable(),
});

export const groupedClientsSchema = z.object({
  groupedClients: z.record(z.string(), z.array(queueEntrySchema)).describe('tickets por posição'),
  totalClientes: z.number(),
  totalTickets: z.number(),
  posicoesOcupadas: z.number(),
  versao: z.number(),
});

export const queueClientsSchema = z.object({ clients: z.array(queueEntrySchema) });

export const joinResultSchema = z.object({
  ticketId: z.number(),
  queueId: z.number(),
  position: z.number(),
  subPosition: z.string(),
  groupSize: z.number(),
  estimatedWaitMinutes: z.number(),
});

/** A queue in 'Minhas Filas': where the client stands in it. */
export const myQueueSchema = z.object({
  id: z.number(),
  ticketId: z.number(),
  estabelecimento_id: z.number(),
  estabelecimento_nome: z.string(),
  fila_nome: z.string(),
  fila_status: z.string(),
  total_pessoas_fila: z.number(),
  total_tickets_fila: z.number(),
  posicao_atual: z.number(),
  letra: z.string(),
  tamanho_grupo: z.number(),
  max_avancos: z.number(),
  valor_avancos: z.number(),
  valor_avancos_centavos: z.number(),
  /** What this ticket paid for advances and keeps, named by the leave dialog (decision 054). */
  avanco_pago_centavos: z.number(),
  tempo_estimado_minutos: z.number(),
  /** The wait as a range ('8–12 min') while the estimate rests on little data. */
  tempo_estimado_faixa: minutesRange,
  /** Service intervals the estimate rests on; 0 = the establishment's estimate. */
  tempo_estimado_baseado_em: z.number(),
  /**
   * 'chamado': called in the last 30 minutes (decision 022); the card shows 'É a sua vez!' and its
   * position figures are 0.
   */
  situacao: z.enum(['aguardando', 'chamado']),
  chamado_em: isoDate.nullable(),
  chamado_novamente_em: isoDate.nullable(),
  /** Where the call sent the client (issue 37); absent for a call without a service point. */
  ponto: calledPointSchema.optional(),
  aviso: queueBroadcastSchema,
  versao: z.number().describe('versão da fila na leitura (a mesma dos eventos ao vivo)'),
});

/**
 * What the owner's queue list carries beside the queues (Gerenciar Filas, decision 058): the plan in
 * force and its limit of open queues (null: none), so 'Criar Fila' says the limit before the form
 * without a request of its own; the open ones are counted from the list.
 */
export const openQueueLimitSchema = z.object({
  planoId: z.number().nullable().describe('plano em vigor; null sem plano'),
  maximo: z.number().nullable().describe('filas abertas (ativas ou pausadas) permitidas; null: sem limite'),
});
export type OpenQueueLimit = z.output<typeof openQueueLimitSchema>;

export const closeQueueResultSchema = z.object({ ticketsEncerrados: z.number() });

export const calledClientSchema = z.object({
  nome: z.string(),
  ticketId: z.number().optional(),
  /** The service point the call sent the client to (issue 37); absent for a call without one. */
  ponto: calledPointSchema.optional(),
});

export const waitTimeSchema = z.object({
  tempoEspera: z.object({
    /** Today's served and their real mean wait: the dashboard's definition (docs/reports.md). */
    fila: z.object({
      tempoMedio: z.number().nullable(),
      totalAtendidos: z.number(),
      tempoEstimado: z.number(),
      periodo: z
        .object({ de: z.string(), ate: z.string() })
        .describe('os dias (de Brasília) que tempoMedio e totalAtendidos cobrem: hoje'),
    }),
    intervalo: z.object({
      medio: z.number().nullable(),
      medioSegundos: z.number().nullable(),
      totalCalculados: z.number(),
      chamadasConsideradas: z.number(),
    }),
    /** Minutes per position as the clients are told it (decision 023). */
    estimativa: z.object({ minutos: z.number(), baseadoEm: z.number(), faixa: minutesRange }),
  }),
});

export const autoCallStatusSchema = z.object({
  ativa: z.boolean(),
  intervalo: z.number(),
  precisaChamada: z.boolean(),
  motivo: z.string(),
  proximaChamadaEm: isoDate.nullable(),
  proximoCliente: z.object({ nome: z.string() }).nullable(),
  totalClientes: z.number(),
});

export const recentCallSchema = z.object({
  ticketId: z.number(),
  nome: z.string(),
  chamadoEm: isoDate,
  naoCompareceu: z.boolean(),
  /** When it was marked 'Não compareceu' (its 'Desfazer' lasts a few seconds from then). */
  naoCompareceuEm: isoDate.nullable(),
  /** 'Desfazer' on offer: of what, and for how many more seconds (relative to this answer). */
  desfazer: z.object({ acao: z.enum(['chamada', 'nao_compareceu']), segundos: z.number() }).nullable(),
  podeMarcar: z.boolean(),
  /** 'Chamar novamente' presses so far (at most MAX_RECALLS) and the last one. */
  chamadasNovamente: z.number(),
  chamadoNovamenteEm: isoDate.nullable(),
  podeChamarNovamente: z.boolean(),
  /** Where the call (or its last recall) sent the client (issue 37); absent without a service point. */
  ponto: calledPointSchema.optional(),
});
