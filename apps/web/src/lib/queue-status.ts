import type { QueueView } from '@vez/domain';

// How the client's screens word a queue's status: the queue view, Minhas Filas and an establishment's
// page. The owner's screens have words of their own (queue-management's queueStatusLabel: 'Inativa').

/** Only an open queue can be seen in full and joined. */
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
