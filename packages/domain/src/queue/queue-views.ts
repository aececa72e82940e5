/**
 * The JSON shapes the queue routes answer with (the original API's field names). The server's view
 * builders are typed with them and the web reads them, so a renamed field breaks the build on both sides
 * at once.
 */

import type { QueueBroadcast } from './called-state';

/** 'agendada' = created with a future opening time; the screens show it as closed (Inativa). */
export type QueueViewStatus = 'ativa' | 'pausada' | 'agendada' | 'encerrada';

export interface QueueView {
  id: number;
  nome: string;
  descricao: string | null;
  status: QueueViewStatus;
  tipo_fila: string;
  limitar_fila: boolean;
  max_integrantes: number | null;
  abrir_agora: boolean;
  horario_abertura: string;
  /** When a scheduled queue opens (ISO), else null. */
  abre_em: string | null;
  /** Gerenciar Filas only: when the next automatic call is due; null when none is pending (issue 38). */
  proxima_chamada_em?: string | null;
  chamada_automatica: boolean;
  intervalo_chamada: number;
  permitir_convidados: boolean;
  convidado_precisa_celular: boolean;
  /** The queue's own minutes per position. */
  tempo_estimado: number;
  /**
   * Minutes per position (decision 023): the median of recent service intervals when
   * `tempo_medio_baseado_em` > 0, else `tempo_estimado`.
   */
  tempo_medio_espera: number;
  /** Service intervals the figure rests on; 0 = 'estimativa do estabelecimento'. */
  tempo_medio_baseado_em: number;
  /** Minutes per position as a range while the data is thin ('8–12 min' at a position), else null. */
  tempo_medio_faixa: [number, number] | null;
  valor_avancos: number;
  valor_avancos_centavos: number;
  max_avancos: number;
  estabelecimento_id: number;
  clientes_na_fila: number;
  total_clientes: number;
  posicoes_ocupadas: number;
  stats: { totalClients: number; totalTickets: number };
  criada_em: string;
  /** 'Aviso para a fila' (decision 022): shown to every watcher until cleared or the queue closes. */
  aviso: QueueBroadcast;
  /** The queue's version when read: the live stream's events carry the same counter. */
  versao: number;
}

/** A group member: the owner also gets birth date and CPF; everybody else a (masked) name. */
export interface QueueEntryMember {
  nome: string;
  email: string;
  telefone: string;
  dataNascimento?: string;
  cpf?: string;
}

/** One waiting ticket, as the caller may see it. */
export interface QueueEntry {
  id: number;
  nome: string;
  email: string;
  telefone: string;
  position: number;
  subPosition: string;
  paidAdvance: boolean;
  isGroupLeader: boolean;
  groupSize: number;
  groupMembers: QueueEntryMember[];
  estimatedWaitMinutes: number;
  isMe: boolean;
  entrouEm: string;
  /**
   * How the ticket came (decision 068), for the establishment only: everybody else reads null, so a
   * guest is masked exactly like an account holder.
   */
  origem: 'conta' | 'convidado' | 'balcao' | 'quiosque' | null;
}
