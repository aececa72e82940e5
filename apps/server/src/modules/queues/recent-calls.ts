import {
  canRecall,
  MAX_RECALLS,
  NO_SHOW_WINDOW_MINUTES,
  RECALL_LIMIT,
  RECALL_NO_SHOW,
  RECALL_TOO_LATE,
  RECALL_WINDOW_MINUTES,
  type RecentCallView,
} from '@vez/domain';
import type { Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../database/schema';
import { calledTickets } from '../../repositories/called-tickets-repository';
import { conflict, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { noticeKeyPrefix } from '../notifications/enqueue-notice';
import { mutateQueue } from './mutate-queue';
import { assertOwner, loadOwnedQueue } from './queue-access';

const WINDOW_MS = NO_SHOW_WINDOW_MINUTES * 60_000;
export const NO_SHOW_TOO_LATE = `Só é possível marcar 'Não compareceu' até ${NO_SHOW_WINDOW_MINUTES} minutos depois da chamada.`;
export const NO_SHOW_ALREADY = 'Este cliente já foi marcado como não compareceu.';
const NO_SHOW_WITHDRAWN = 'retirada: o cliente não compareceu';

type Services = Pick<AppServices, 'queues' | 'tickets' | 'clock'>;

interface CallRow {
  id: number;
  name: string;
  called_at: number | null;
  no_show_at: number | null;
  recall_count: number;
  recalled_at: number | null;
}

function toView(row: CallRow, now: number): RecentCallView {
  const calledAt = row.called_at ?? 0;
  const noShow = row.no_show_at !== null;
  return {
    ticketId: row.id,
    nome: row.name,
    chamadoEm: new Date(calledAt).toISOString(),
    naoCompareceu: noShow,
    podeMarcar: !noShow && now - calledAt <= WINDOW_MS,
    chamadasNovamente: row.recall_count,
    chamadoNovamenteEm: row.recalled_at === null ? null : new Date(row.recalled_at).toISOString(),
    podeChamarNovamente: canRecall({ calledAt, recallCount: row.recall_count, noShow }, now),
  };
}

/** Who the owner called in the last minutes, newest first: the queue detail's 'Chamados recentes'. */
export async function listRecentCalls(
  services: Services & Pick<AppServices, 'database'>,
  caller: Authenticated,
  queueId: number,
) {
  await loadOwnedQueue(services, caller, queueId);
  const now = services.clock.now();
  const rows = await calledTickets.listOfQueueSince(services.database.db, queueId, now - WINDOW_MS, 10);
  return rows.map((row) => toView(row, now));
}

/** A ticket of this queue that was called: the only kind 'Não compareceu' and 'Chamar novamente' touch. */
async function findCall(trx: Transaction<Database>, queueId: number, ticketId: number) {
  const ticket = await calledTickets.findById(trx, ticketId);
  if (!ticket || ticket.queue_id !== queueId || ticket.status !== 'called' || ticket.called_at === null) {
    throw notFound('Chamada não encontrada nesta fila');
  }
  return { ...ticket, called_at: ticket.called_at };
}

/**
 * 'Não compareceu': a client called within the last minutes did not come. The ticket stays called (the
 * line already moved on) but stops counting as served, so the statistics say what happened. Goes
 * through the queue's mutation path: the event tells the client's page why 'É a sua vez!' is gone, and
 * the dashboard's counts move (decision 044).
 */
export async function markNoShow(
  services: Services & Pick<AppServices, 'database' | 'queueMutex' | 'bus' | 'outbox'>,
  caller: Authenticated,
  queueId: number,
  ticketId: number,
) {
  return mutateQueue(services, queueId, async (trx, queue, now) => {
    assertOwner(caller, queue);
    const ticket = await findCall(trx, queueId, ticketId);
    if (ticket.no_show_at !== null) throw conflict(NO_SHOW_ALREADY);
    if (now - ticket.called_at > WINDOW_MS) throw conflict(NO_SHOW_TOO_LATE);
    // Conditional: inside the queue's lock anyway, but it must mark the ticket once whatever happens.
    if (!(await calledTickets.markNoShow(trx, ticketId, now))) throw conflict(NO_SHOW_ALREADY);
    // An 'É a sua vez!' still waiting (for its first send or a retry) would now mislead: it is withdrawn.
    await services.outbox.withdrawUnsent([noticeKeyPrefix(ticketId)], now, NO_SHOW_WITHDRAWN, trx);
    return {
      result: toView({ ...ticket, no_show_at: now }, now),
      queue: {},
      change: { type: 'no_show', ticketId },
    };
  });
}

/**
 * 'Chamar novamente': the client called a moment ago has not come. Their page shows 'É a sua vez!'
 * again (a 'recalled' live event), and the notifications worker sends one repeat for each new
 * `recall_count`. Only within RECALL_WINDOW_MINUTES of the call, at most MAX_RECALLS times, never
 * for a no-show. Goes through the queue's mutation path so the event carries a new version.
 */
export async function recallTicket(
  services: Services & Pick<AppServices, 'database' | 'queueMutex' | 'bus'>,
  caller: Authenticated,
  queueId: number,
  ticketId: number,
) {
  return mutateQueue(services, queueId, async (trx, queue, now) => {
    assertOwner(caller, queue);
    const ticket = await findCall(trx, queueId, ticketId);
    if (ticket.no_show_at !== null) throw conflict(RECALL_NO_SHOW);
    if (ticket.recall_count >= MAX_RECALLS) throw conflict(RECALL_LIMIT);
    if (now - ticket.called_at > RECALL_WINDOW_MINUTES * 60_000) throw conflict(RECALL_TOO_LATE);
    // Conditional: inside the queue's lock anyway, but a no-show marked meanwhile must still win.
    if (!(await calledTickets.recall(trx, ticketId, now, MAX_RECALLS))) throw conflict(RECALL_LIMIT);
    return {
      result: toView({ ...ticket, recall_count: ticket.recall_count + 1, recalled_at: now }, now),
      queue: {},
      change: { type: 'recalled', ticketId },
    };
  });
}
