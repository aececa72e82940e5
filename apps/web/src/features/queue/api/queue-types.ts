/** A queue as the API shows it (SPEC §3 field names). */
export interface QueueView {
  id: number;
  nome: string;
  descricao: string | null;
  status: 'ativa' | 'pausada' | 'agendada' | 'encerrada' | string;
  horario_abertura: string;
  abre_em: string | null;
  tempo_estimado: number;
  tempo_medio_espera: number;
  tempo_medio_baseado_em: number;
  valor_avancos: number;
  valor_avancos_centavos: number;
  max_avancos: number;
  estabelecimento_id: number;
  clientes_na_fila: number;
  posicoes_ocupadas: number;
  limitar_fila: boolean;
  max_integrantes: number | null;
  stats: { totalClients: number; totalTickets: number };
}

/** One waiting ticket as a client sees it: everybody else masked, their own in full. */
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
  groupMembers: { nome: string; email: string; telefone: string }[];
  estimatedWaitMinutes: number;
  isMe: boolean;
}

/** How the client's last ticket here ended, when that was in the last 30 minutes. */
export interface RecentOutcome {
  ticketId: number;
  status: 'called' | 'left' | 'closed';
  em?: string;
}

export interface QueueWithMine extends QueueView {
  minhaPosicao: QueueEntry | null;
  meuUltimoTicket: RecentOutcome | null;
}

export interface GroupedLineup {
  groupedClients: Record<string, QueueEntry[]>;
  totalClientes: number;
  totalTickets: number;
  posicoesOcupadas: number;
  versao: number;
}

/** Only an open queue can be seen in full and joined (SPEC §4). */
export function isOpen(queue: Pick<QueueView, 'status'>): boolean {
  return queue.status === 'ativa';
}

export function statusLabel(status: string): string {
  if (status === 'ativa') return 'Ativa';
  if (status === 'pausada') return 'Pausada';
  return 'Fechada';
}
