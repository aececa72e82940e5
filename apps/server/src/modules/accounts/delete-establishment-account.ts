import type { AppServices } from '../../app-services';
import { forgetSessions } from '../../auth/forget-sessions';
import { forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { withEstablishmentLock } from '../establishments/with-establishment-lock';
import { closeQueue } from '../queues/editing/close-queue';

const OPEN = new Set(['ativa', 'pausada', 'agendada']);
/** Outbox keys that name an establishment: `{kind}:{id}:…`. */
const KEYED_BY_ESTABLISHMENT = [
  'plan-expiring',
  'plan-lapsed',
  'monthly-report',
  'backup',
  'team-invitation',
];

/**
 * 'Excluir conta' for an establishment (LGPD, decision 017). First it is marked deleted under its own
 * lock (so no queue can be created or profile saved after) and every session ends; then its open queues
 * close through the queue rules (their clients are told at once), its plan ends, its picture, settings,
 * billing data and e-mails go, and the row is anonymised (its e-mail and CNPJ may register again). The
 * queues' history stays, anonymous, for the clients' own records and the totals.
 */
export async function deleteEstablishmentAccount(services: AppServices, caller: Authenticated, id: number) {
  if (caller.userId !== id) throw forbidden('Acesso negado. Você só pode excluir a conta da sua empresa.');
  const row = await services.establishments.findById(id);
  if (!row || row.deleted_at !== null) throw notFound('Estabelecimento não encontrado');
  const now = await withEstablishmentLock(services, id, async (trx, at) => {
    await services.establishments.markDeleted(id, at, trx);
    return at;
  });
  // Every session of the establishment, its team's included; nobody of the team logs in for it again.
  await services.sessions.revokeAllOf('estabelecimento', id, now);
  await services.team.closeTeamOf(id, now);
  await forgetSessions(services, { userType: 'estabelecimento', subjectId: id });
  for (const queue of await services.queues.listByEstablishment(id, true)) {
    if (OPEN.has(queue.status)) await closeQueue(services, caller, queue.id);
  }
  await services.subscriptions.endAllOf(id, now);
  await services.images.remove(id);
  await services.settings.remove('estabelecimento', id);
  const billingEmails = await services.subscriptionPayments.billingEmailsOf(id);
  await services.subscriptionPayments.eraseBillingOf(id);
  await services.establishments.anonymise(id, now);
  await services.resetTokens.invalidateAllOf('estabelecimento', id, now);
  await services.outbox.eraseFor(
    [row.email, ...billingEmails],
    KEYED_BY_ESTABLISHMENT.map((kind) => `${kind}:${id}:%`),
  );
}
