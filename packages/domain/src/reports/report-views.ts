import type { CalledPoint } from '../service-points/point-words';
/**
 * The establishment's statistics as the API answers them (issue 13). Periods are whole Brasília days;
 * minutes carry one decimal; money is in integer cents (plus reais where the original API names the field).
 */

export interface ReportPeriodView {
  de: string;
  ate: string;
}

/** `GET /api/establishments/stats?de&ate`: the four cards and the donut. */
export interface EstablishmentStatsView {
  periodo: ReportPeriodView;
  /** People waiting now in every open queue (live, not of the period). */
  pessoasAguardando: number;
  /** Served in the period: called and not marked 'Não compareceu'. */
  totalClientesAtendidos: number;
  /** Mean minutes from joining to being called, over the period's served tickets; null without any. */
  tempoMedioReal: number | null;
  /** Mean of the open queues' own estimate (tempo_estimado, minutes per position); null without open queues. */
  tempoMedioEstimado: number | null;
  receitaTotal: number;
  receitaCentavos: number;
  filasAtivas: number;
  totalFilas: number;
  totalAbandonos: number;
  totalNaoCompareceu: number;
  /** Paid advances applied in the period. */
  totalAvancos: number;
  /** The donut, counted: served, waiting now, abandonments, paid advances. */
  distribuicao: { atendidos: number; emEspera: number; abandonos: number; avancos: number };
  /** Whether the Profissional views (advanced statistics, exports) are open to this establishment. */
  profissional: boolean;
}

/** `GET /api/establishments/{id}/atendimentos-por-hora?de&ate`: 24 rows, "00:00" to "23:00". */
export interface HourlyServedRow {
  hora: string;
  total_atendimentos: number;
}

/** `GET /api/establishments/stats/filas?de&ate`: the bar chart and the quick-action cards. */
export interface QueueStatsRow {
  queueId: number;
  nome: string;
  status: 'ativa' | 'pausada' | 'agendada' | 'encerrada';
  /** Waiting now. */
  pessoasAguardando: number;
  atendidos: number;
  tempoMedioReal: number | null;
  tempoEstimado: number;
  /**
   * The queue's version when these figures were read: a live snapshot of a later version brings changes
   * the card does not show yet, whatever it says of status and people waiting.
   */
  versao: number;
}

/** `GET /api/establishments/stats/avancado?de&ate` (Profissional). */
export interface AdvancedStatsView {
  periodo: ReportPeriodView;
  /** abandonments / (served + abandonments), percent with one decimal. */
  taxaAbandono: number | null;
  /** Clients who joined, per Brasília day of the period (every day listed, zeros included). */
  volumePorDia: { dia: string; clientes: number }[];
  /** Arrivals by weekday (0 = domingo) and hour (0–23), only the cells with arrivals. */
  mapaChegadas: { diaSemana: number; hora: number; chegadas: number }[];
  /** The wait quoted at joining against the real one, over served tickets that had a quote. */
  precisaoEstimativa: { amostras: number; erroMedianoMin: number | null; dentroDaMargemPct: number | null };
}

/** `GET /api/establishments/stats/avancos?de&ate` (Profissional): paid skips and earnings. */
export interface PaidAdvancesView {
  periodo: ReportPeriodView;
  totais: { quantidade: number; valorCentavos: number; estornoCentavos: number; receitaCentavos: number };
  itens: {
    id: string;
    data: string;
    fila: string;
    posicoes: number;
    posicoesAplicadas: number | null;
    valorCentavos: number;
    estornoCentavos: number;
    status: 'aprovado' | 'estornado';
  }[];
}

/** `GET /api/queues/{id}/chamados-recentes`: who the establishment called lately, for 'Não compareceu'. */
export interface RecentCallView {
  ticketId: number;
  nome: string;
  chamadoEm: string;
  naoCompareceu: boolean;
  /** When it was marked 'Não compareceu' ('Desfazer' is offered for a few seconds from then). */
  naoCompareceuEm: string | null;
  /**
   * What 'Desfazer' would undo now (the call, or its 'Não compareceu') and for how many more seconds the
   * screen offers it: relative, so a device whose clock is off still counts right (decision 051).
   */
  desfazer: { acao: 'chamada' | 'nao_compareceu'; segundos: number } | null;
  /** Whether it can still be marked (within NO_SHOW_WINDOW_MINUTES of the call). */
  podeMarcar: boolean;
  /** 'Chamar novamente' presses so far and the last one (decision 022). */
  chamadasNovamente: number;
  chamadoNovamenteEm: string | null;
  podeChamarNovamente: boolean;
  /** Where the call (or its last recall) sent the client (issue 37); absent without a service point. */
  ponto?: CalledPoint;
}

/** A called client may be marked 'Não compareceu' for this long after the call. */
export const NO_SHOW_WINDOW_MINUTES = 15;

export const PROFISSIONAL_ONLY_MESSAGE =
  'Recurso do plano Profissional. Conheça os planos para liberar estatísticas avançadas e relatórios.';
