import type { AppServices } from '../../app-services';
import { forgetSessions } from '../../auth/forget-sessions';
import { AppError, forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { leaveQueue } from '../queues/joining/leave-queue';

/**
 * 'Excluir conta' for a client (LGPD, decision 017). First nothing new may happen for the account (it is
 * marked deleted and every session ends), then they leave every queue through the queue rules (the
 * people behind move up and every watcher is told at once), their tickets keep only their times for the
 * statistics, the account row is anonymised (its e-mail and CPF may register again), and its reset links
 * and e-mails go.
 */
export async function deleteClientAccount(services: AppServices, caller: Authenticated, id: number) {
  if (caller.userId !== id) throw forbidden('Acesso negado. Você só pode excluir a sua própria conta.');
  const row = await services.users.findById(id);
  if (!row || row.deleted_at !== null) throw notFound('Usuário não encontrado');
  const now = services.clock.now();
  // Read before the sessions end (which drops the browsers): their pending pushes go with the rest.
  const devices = await services.pushSubscriptions.endpointsOf('cliente', id);
  await services.users.markDeleted(id, now);
  await services.sessions.revokeAllOf('cliente', id, now);
  await forgetSessions(services, { userType: 'cliente', subjectId: id });
  for (const ticket of await services.tickets.listWaitingOfClient(id)) {
    await leaveQueue(services, caller, ticket.queue_id).catch((error: unknown) => {
      // Called or removed meanwhile: nothing left to leave.
      if (!(error instanceof AppError && error.kind === 'not-found')) throw error;
    });
  }
  await services.presses.eraseOfClient(id);
  await services.tickets.anonymiseOfClient(id);
  await services.users.anonymise(id, now);
  await services.settings.remove('cliente', id);
  await services.resetTokens.invalidateAllOf('cliente', id, now);
  const whatsapp = `55${row.phone.replace(/\D/g, '')}`;
  await services.outbox.eraseFor([row.email, whatsapp, ...devices], []);
}
