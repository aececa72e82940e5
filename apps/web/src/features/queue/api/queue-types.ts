import type { CalledPoint, QueueEntry, QueueView } from '@vez/domain';

export type { QueueEntry, QueueView };

/** How the client's last ticket here ended, when that was in the last 30 minutes. */
export interface RecentOutcome {
  ticketId: number;
  /** 'no_show': called, then marked 'Não compareceu' by the establishment (decision 044). */
  status: 'called' | 'no_show' | 'left' | 'closed';
  em?: string;
  /** The last 'Chamar novamente' of a called ticket (decision 022). */
  chamadoNovamenteEm?: string | null;
  /** Where the call sent the client (issue 37); absent for a call without a service point. */
  ponto?: CalledPoint;
}

export interface QueueWithMine extends QueueView {
  minhaPosicao: QueueEntry | null;
  meuUltimoTicket: RecentOutcome | null;
  /** What the waiting ticket paid for advances and keeps; the leave dialog names it (decision 054). */
  meuAvancoPagoCentavos?: number;
}

export interface GroupedLineup {
  groupedClients: Record<string, QueueEntry[]>;
  totalClientes: number;
  totalTickets: number;
  posicoesOcupadas: number;
  versao: number;
}
