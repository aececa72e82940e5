import { NO_SHOW_WINDOW_MINUTES, type RecentCallView } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { conflict, notFound } from '../../http/app-error';
import type { Authenticated } from '../auth/authenticate';
import { loadOwnedQueue } from './queue-access';

const WINDOW_MS = NO_SHOW_WINDOW_MINUTES * 60_000;
export const NO_SHOW_TOO_LATE = `Só é possível marcar 'Não compareceu' até ${NO_SHOW_WINDOW_MINUTES} minutos depois da chamada.`;
export const NO_SHOW_ALREADY = 'Este cliente já foi marcado como não compareceu.';

type Services = Pick<AppServices, 'queues' | 'tickets' | 'clock'>;

function toView(
  row: { id: number; name: string; called_at: number | null; no_show_at: number | null },
  now: number,
): RecentCallView {
  const calledAt = row.called_at ?? 0;
  return {
    ticketId: row.id,
    nome: row.name,
    chamadoEm: new Date(calledAt).toISOString(),
    naoCompareceu: row.no_show_at !== null,
    podeMarcar: row.no_show_at === null && now - calledAt <= WINDOW_MS,
  };
}

/** Who the owner called in the last minutes, newest first: the queue detail's 'Chamados recentes'. */
export async function listRecentCalls(services: Services, caller: Authenticated, queueId: number) {
  await loadOwnedQueue(services, caller, queueId);
  const now = services.clock.now();
  const rows = await services.tickets.calledSince(queueId, now - WINDOW_MS, 10);
  return rows.map((row) => toView(row, now));
}

/**
 * 'Não compareceu': a client called within the last minutes did not come. The ticket stays called (the
 * line already moved on) but stops counting as served, so the statistics say what happened.
 */
export async function markNoShow(
  services: Services,
  caller: Authenticated,
  queueId: number,
  ticketId: number,
) {
  await loadOwnedQueue(services, caller, queueId);
  const now = services.clock.now();
  const ticket = await services.tickets.findById(ticketId);
  if (!ticket || ticket.queue_id !== queueId || ticket.status !== 'called' || ticket.called_at === null) {
    throw notFound('Chamada não encontrada nesta fila');
  }
  if (ticket.no_show_at !== null) throw conflict(NO_SHOW_ALREADY);
  if (now - ticket.called_at > WINDOW_MS) throw conflict(NO_SHOW_TOO_LATE);
  // Conditional, so two clicks (or two instances) mark it once.
  if (!(await services.tickets.markNoShow(ticketId, now))) throw conflict(NO_SHOW_ALREADY);
  return toView({ ...ticket, no_show_at: now }, now);
}
