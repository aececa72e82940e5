import { brasiliaTime, countOf, formatMinutes, formatOneDecimal } from '../../lib/format';
import type { ManagedQueue, QueueClient } from './api/queue-management-api';

/**
 * Ativa / Pausada / Inativa, except a queue waiting for its opening time: 'Programada', the word of the
 * dashboard and of the client's screens too (docs/conventions.md, 'Names of states').
 */
export function queueStatusLabel(status: string): 'Ativa' | 'Pausada' | 'Programada' | 'Inativa' {
  if (status === 'ativa') return 'Ativa';
  if (status === 'pausada') return 'Pausada';
  if (status === 'agendada') return 'Programada';
  return 'Inativa';
}

/**
 * "Abre às 08:00" for a queue waiting for its opening time. The configured local time, not `abre_em`
 * converted to the browser's zone: the establishment set 08:00 in its own time.
 */
export function openingNote(queue: Pick<ManagedQueue, 'status' | 'horario_abertura'>): string | null {
  if (queue.status !== 'agendada') return null;
  return `Abre às ${queue.horario_abertura}`;
}

export function usersLabel(count: number): string {
  return countOf(count, 'usuário', 'usuários');
}

/**
 * 'N min entre chamadas', not 'N min médio' (docs/conventions.md): the figure is minutes per position, the
 * queue detail's 'Intervalo entre Chamadas', not a wait; only when observed, the queue's own estimate is
 * not data.
 */
export function callIntervalLabel(
  queue: Pick<ManagedQueue, 'tempo_medio_espera' | 'tempo_medio_baseado_em'>,
) {
  return queue.tempo_medio_baseado_em > 0
    ? `${formatMinutes(queue.tempo_medio_espera)} entre chamadas`
    : 'Sem dados';
}

/** "Intervalo entre Chamadas": seconds under a minute, else minutes with one decimal. */
export function formatCallInterval(seconds: number): string {
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  // Always one decimal ("2,0 min"), as toLocaleString with minimumFractionDigits 1 wrote it (decision 034).
  const minutes = formatOneDecimal(seconds / 60);
  return `${minutes.includes(',') ? minutes : `${minutes},0`} min`;
}

/**
 * The establishment's estimate: (position - 1) x the observed average call interval, in seconds when
 * under a minute; without enough observed calls, the server's estimate from the queue's own
 * minutes per position. See docs/decisions/013.
 */
export function estimatedWaitSeconds(
  client: Pick<QueueClient, 'position' | 'estimatedWaitMinutes'>,
  averageIntervalSeconds: number | null,
): number {
  if (averageIntervalSeconds === null) return client.estimatedWaitMinutes * 60;
  return Math.max(0, client.position - 1) * averageIntervalSeconds;
}

/** Only the first ticket in service order (1a) is next; others at position 1 wait with no estimate. */
export function formatEstimatedWait(
  seconds: number,
  client: Pick<QueueClient, 'position' | 'subPosition'>,
): string {
  if (client.position === 1 && client.subPosition === 'a') return 'Próximo a ser chamado';
  // Behind someone at the same position, or a queue whose minutes per position is 0.
  if (seconds <= 0) return 'Sem estimativa';
  if (seconds < 60) return `Espera estimada: ${Math.round(seconds)} s`;
  return `Espera estimada: ${Math.round(seconds / 60)} min`;
}

/** Total de Pessoas: a group leader brings the whole group. */
export function totalPeople(clients: readonly Pick<QueueClient, 'groupSize'>[]): number {
  return clients.reduce((sum, client) => sum + Math.max(1, client.groupSize), 0);
}

/** The two-dimensional view: positions in order, each with its tickets in service order. */
export function groupByPosition<T extends Pick<QueueClient, 'position'>>(
  clients: readonly T[],
): { position: number; clients: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const client of clients) {
    const list = groups.get(client.position) ?? [];
    list.push(client);
    groups.set(client.position, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([position, list]) => ({ position, clients: list }));
}

/** Case- and accent-insensitive name search for the queue table. */
export function matchesSearch(name: string, search: string): boolean {
  const normalise = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase('pt-BR')
      .trim();
  return normalise(name).includes(normalise(search));
}

/**
 * 'Chamada automática a cada 3 min · próxima às 09:23' (issue 38): what a queue calling by itself will do,
 * said where the queue is run, not only behind the gear. Null when it does not call by itself; `nextAt`
 * undefined while the due time is not read yet.
 */
export function autoCallSummary(
  queue: Pick<ManagedQueue, 'chamada_automatica' | 'intervalo_chamada' | 'status'>,
  nextAt: string | null | undefined,
  now: number,
): string | null {
  if (!queue.chamada_automatica || queue.status === 'encerrada') return null;
  const every = `Chamada automática a cada ${queue.intervalo_chamada} min`;
  if (queue.status === 'pausada') return `${every} · fila pausada`;
  if (queue.status === 'agendada') return `${every} · começa quando a fila abrir`;
  // Not read yet: only what is known.
  if (nextAt === undefined) return every;
  if (nextAt === null) return `${every} · aguardando clientes`;
  if (Date.parse(nextAt) <= now) return `${every} · próxima agora`;
  return `${every} · próxima às ${brasiliaTime(nextAt)}`;
}
