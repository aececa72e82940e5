import { INVITATION_TTL_MS, teamLimitRefusal } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { conflict, forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { displayNameOf } from '../establishments/display-name';
import { withEstablishmentLock } from '../establishments/with-establishment-lock';
import { memberEmailReason, ownerEmailReason } from './email-taken';
import { enqueueInvitationEmail } from './invitation-email';
import { hashInvitationToken, newInvitationToken } from './invitation-tokens';
import { seatsTaken } from './seats';
import { requireDono } from './team-access';
import { toInvitationView } from './team-views';

type Services = Pick<
  AppServices,
  'database' | 'establishments' | 'queueMutex' | 'clock' | 'team' | 'subscriptions' | 'outbox' | 'config'
>;

const NOT_PENDING = 'Convite não encontrado: ele já foi aceito ou cancelado.';

/**
 * 'Reenviar': a new link for 72 hours more; the old link stops working. An expired invitation held no
 * seat, so sending it again must fit the plan like a new one.
 */
export async function resendInvitation(services: Services, caller: Authenticated, invitationId: number) {
  const establishmentId = requireDono(caller);
  const establishment = await services.establishments.findById(establishmentId);
  const pending = await services.team.findInvitation(establishmentId, invitationId);
  if (!establishment || !pending || pending.used_at !== null || pending.cancelled_at !== null) {
    throw notFound(NOT_PENDING);
  }
  const ownerLogin = await ownerEmailReason(services, establishmentId, pending.email);
  if (ownerLogin) throw conflict(ownerLogin);

  return withEstablishmentLock(services, establishmentId, async (trx, now) => {
    const member = await memberEmailReason(services, establishmentId, pending.email, trx);
    if (member) throw conflict(member);
    const row = await services.team.findInvitation(establishmentId, invitationId, trx);
    if (!row || row.used_at !== null || row.cancelled_at !== null) throw notFound(NOT_PENDING);
    if (row.expires_at <= now) {
      const planId = await services.subscriptions.currentPlanId(establishmentId, now, trx);
      const refusal = teamLimitRefusal(planId, await seatsTaken(services, establishmentId, now, trx));
      if (refusal) throw forbidden(refusal);
    }
    const token = newInvitationToken();
    const send = await services.team.renewInvitation(
      establishmentId,
      invitationId,
      { tokenHash: hashInvitationToken(token), now, expiresAt: now + INVITATION_TTL_MS },
      trx,
    );
    if (send === null) throw notFound(NOT_PENDING);
    const invitedBy = caller.member
      ? ((await services.team.findMember(establishmentId, caller.member.id, trx))?.name ??
        displayNameOf(establishment))
      : displayNameOf(establishment);
    // An earlier e-mail still waiting in the outbox would carry the link that just stopped working.
    await services.outbox.withdrawUnsent(
      [`team-invitation:${establishmentId}:${invitationId}:`],
      now,
      'convite reenviado',
      trx,
    );
    await enqueueInvitationEmail(
      services,
      {
        establishmentId,
        invitationId,
        send,
        to: row.email,
        name: row.name,
        role: row.role,
        establishmentName: displayNameOf(establishment),
        invitedBy,
        token,
        now,
      },
      trx,
    );
    const renewed = await services.team.findInvitation(establishmentId, invitationId, trx);
    if (!renewed) throw notFound(NOT_PENDING);
    return toInvitationView(renewed, now);
  });
}
