import type { AppServices } from '../../app-services';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { conflict, gone, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { mutateQueue } from '../queues/mutate-queue';
import { lookUpGuestTicket, TICKET_LINK_NOT_FOUND, TICKET_MOVED_TO_ACCOUNT } from './get-guest-ticket';
import { tellGuestTicketMoved } from './tell-guest-ticket-moved';

type Services = Pick<
  AppServices,
  | 'database'
  | 'queues'
  | 'tickets'
  | 'queueMutex'
  | 'bus'
  | 'clock'
  | 'settings'
  | 'pushSubscriptions'
  | 'outbox'
  | 'notices'
  | 'config'
>;

export const ALREADY_IN_WITH_ACCOUNT = 'Você já está nesta fila com a sua conta';
const NO_LONGER_WAITING = 'Sua senha não está mais na fila';

/**
 * 'Criar conta e manter meu lugar' (decision 068): once the guest has registered and logged in, the
 * waiting ticket their link opens becomes their account's, in the queue's lock, so the place never
 * changes. From then on it is in Minhas Filas and can pay to move ahead. The guest is told on the
 * channels they agreed to (the link may have been someone else's photo of the QR); then their consent and
 * push subscriptions for the ticket go, as the account's own settings apply. The same account asking
 * again gets the same answer.
 */
export async function claimGuestTicket(services: Services, caller: Authenticated, token: string | undefined) {
  const row = await lookUpGuestTicket(services, token);
  if (!row) throw notFound(TICKET_LINK_NOT_FOUND);
  // Asked again by the same account (its answer lost, or what follows the move failed): the follow-up
  // runs again, and each of its steps is kept once.
  if (row.client_id === caller.userId) return afterTheMove(services, row);
  if (row.client_id !== null) throw gone(TICKET_MOVED_TO_ACCOUNT);
  if (row.status !== 'waiting') throw conflict(NO_LONGER_WAITING);
  try {
    await mutateQueue(services, row.queue_id, async (trx) => {
      if (!(await services.tickets.claimForClient(row.ticket_id, caller.userId, trx))) {
        throw conflict(NO_LONGER_WAITING);
      }
      // Who the ticket belongs to changed: the account's screens and the old link's page read it again.
      return { result: null, queue: {}, change: { type: 'updated', ticketId: row.ticket_id } };
    });
  } catch (error) {
    // The account already waits in this queue: one waiting ticket per client, the unique index says.
    if (isUniqueViolation(error)) throw conflict(ALREADY_IN_WITH_ACCOUNT);
    throw error;
  }
  return afterTheMove(services, row);
}

/** The guest is told, then their consent and push for the ticket go (the account's own apply now). */
async function afterTheMove(
  services: Services,
  row: NonNullable<Awaited<ReturnType<typeof lookUpGuestTicket>>>,
) {
  await tellGuestTicketMoved(services, {
    ticketId: row.ticket_id,
    queueId: row.queue_id,
    name: row.name,
    phone: row.phone,
    email: row.email,
  });
  await services.settings.remove('convidado', row.ticket_id);
  await services.pushSubscriptions.removeAllOf('convidado', row.ticket_id);
  return { filaId: row.queue_id, ticketId: row.ticket_id };
}
