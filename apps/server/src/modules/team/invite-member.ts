import { INVITATION_TTL_MS, type InviteMember, teamLimitRefusal } from '@vez/domain';
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

/**
 * 'Convidar' on the Equipe page: an invitation for 72 hours, e-mailed once through the outbox. Under the
 * establishment's lock, so two invitations sent at once never take the plan's last seat twice.
 */
export async function inviteMember(services: Services, caller: Authenticated, input: InviteMember) {
  return (await sendInvitation(services, caller, input)).invitation;
}

/**
 * The invitation and its link's token. Only the e-mail carries the token to the person; the demo seed
 * takes it here to accept its team's invitations through the same use cases.
 */
export async function sendInvitation(services: Services, caller: Authenticated, input: InviteMember) {
  const establishmentId = requireDono(caller);
  const establishment = await services.establishments.findById(establishmentId);
  if (!establishment || establishment.deleted_at !== null) throw notFound('Estabelecimento não encontrado');
  const invitedBy = caller.member
    ? ((await services.team.findMember(establishmentId, caller.member.id))?.name ??
      displayNameOf(establishment))
    : displayNameOf(establishment);

  const ownerLogin = await ownerEmailReason(services, establishmentId, input.email);
  if (ownerLogin) throw conflict(ownerLogin, 'email');

  return withEstablishmentLock(services, establishmentId, async (trx, now) => {
    const member = await memberEmailReason(services, establishmentId, input.email, trx);
    if (member) throw conflict(member, 'email');
    if (await services.team.findPendingInvitationFor(establishmentId, input.email, trx)) {
      throw conflict("Já existe um convite para este e-mail. Use 'Reenviar' na lista de convites.", 'email');
    }
    const planId = await services.subscriptions.currentPlanId(establishmentId, now, trx);
    const refusal = teamLimitRefusal(planId, await seatsTaken(services, establishmentId, now, trx));
    if (refusal) throw forbidden(refusal);

    const token = newInvitationToken();
    const expiresAt = now + INVITATION_TTL_MS;
    const id = await services.team.insertInvitation(
      {
        establishment_id: establishmentId,
        email: input.email,
        name: input.nome,
        role: input.papel,
        token_hash: hashInvitationToken(token),
        created_at: now,
        sent_at: now,
        expires_at: expiresAt,
      },
      trx,
    );
    await enqueueInvitationEmail(
      services,
      {
        establishmentId,
        invitationId: id,
        send: 1,
        to: input.email,
        name: input.nome,
        role: input.papel,
        establishmentName: displayNameOf(establishment),
        invitedBy,
        token,
        now,
      },
      trx,
    );
    const row = await services.team.findInvitation(establishmentId, id, trx);
    if (!row) throw new Error('invitation just written is gone');
    return { invitation: toInvitationView(row, now), token };
  });
}
