import type { AppServices } from '../../app-services';
import { forbidden, notFound } from '../../http/app-error';
import type { Authenticated } from '../auth/authenticate';
import { closeQueue } from '../queues/close-queue';

const OPEN = new Set(['ativa', 'pausada', 'agendada']);

/**
 * 'Excluir conta' for an establishment (LGPD, decision 017): its open queues close through the queue
 * rules (their clients are told at once), its plan ends, its picture and settings go, the account row is
 * anonymised (its e-mail and CNPJ may register again) and every session and reset link dies. The
 * queues' history stays, anonymous, for the clients' own records and the totals.
 */
export async function deleteEstablishmentAccount(services: AppServices, caller: Authenticated, id: number) {
  if (caller.userId !== id) throw forbidden('Acesso negado. Você só pode excluir a conta da sua empresa.');
  const row = await services.establishments.findById(id);
  if (!row || row.deleted_at !== null) throw notFound('Estabelecimento não encontrado');
  for (const queue of await services.queues.listByEstablishment(id, true)) {
    if (OPEN.has(queue.status)) await closeQueue(services, caller, queue.id);
  }
  const now = services.clock.now();
  await services.subscriptions.endAllOf(id, now);
  await services.images.remove(id);
  await services.settings.remove('estabelecimento', id);
  await services.establishments.anonymise(id, now);
  await services.resetTokens.invalidateAllOf('estabelecimento', id, now);
  await services.outbox.cancelTo(row.email, now);
  await services.sessions.revokeAllOf('estabelecimento', id, now);
  services.sessionCache.forgetAllOf('estabelecimento', id);
}
