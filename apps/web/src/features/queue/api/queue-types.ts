import type { QueueEntry, QueueView } from '@vez/domain';

export type { QueueEntry, QueueView };

/** How the client's last ticket here ended, when that was in the last 30 minutes. */
export interface RecentOutcome {
  ticketId: number;
  /** 'no_show': called, then marked 'Não compareceu' by the establishment (decision 044). */
  status: 'called' | 'no_show' | 'left' | 'closed';
  em?: string;
  /** The last 'Chamar novamente' of a called ticket (decision 022). */
  chamadoNovamenteEm?: string | null;
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

/** Only an open queue can be seen in full and joined (SPEC §4). */
export function isOpen(queue: Pick<QueueView, 'status'>): boolean {
  return queue.status === 'ativa';
}

/** A queue waiting for its opening time is 'Programada' on every screen (decision 045). */
export function statusLabel(status: string): string {
  if (status === 'ativa') return 'Ativa';
  if (status === 'pausada') return 'Pausada';
  if (status === 'agendada') return 'Programada';
  return 'Fechada';
}

/** The client's 'Horário': now, when a scheduled queue opens (the time the establishment set), or why not. */
export function openingLabel(
  queue: Pick<QueueView, 'status' | 'horario_abertura' | 'abre_em'>,
  now = Date.now(),
): string {
  if (queue.status === 'ativa') return 'Agora';
  // Past its time and still closed: held for room in the establishment's plan (decision 058), so no hour.
  if (queue.status === 'agendada' && queue.abre_em && Date.parse(queue.abre_em) <= now) return 'Programada';
  if (queue.status === 'agendada') return `Abre às ${queue.horario_abertura}`;
  return statusLabel(queue.status);
}
