import { type AcceptInvitation, maxTeamMembers } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { hashPassword } from '../../auth/password-hashing';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { conflict, forbidden, gone } from '../app-error';
import { withEstablishmentLock } from '../establishments/with-establishment-lock';
import { memberEmailReason, ownerEmailReason } from './email-taken';
import { hashInvitationToken } from './invitation-tokens';
import {
  findUsableInvitation,
  INVITATION_CANCELLED,
  INVITATION_USED,
  usableInvitation,
} from './read-invitation';

type Services = Pick<
  AppServices,
  'database' | 'establishments' | 'queueMutex' | 'clock' | 'team' | 'subscriptions' | 'mailer' | 'outbox'
>;

const TEAM_FULL =
  'A equipe deste estabelecimento está completa no plano atual. Fale com o dono do estabelecimento.';

/**
 * The invited person sets their password: they become a member (a former member of the same
 * establishment comes back with the same id), and the invitation is used, once. They then log in at
 * /login-estab with their e-mail. Returns that e-mail, for the login form.
 */
export async function acceptInvitation(
  services: Services,
  input: AcceptInvitation,
): Promise<{ email: string }> {
  const found = await findUsableInvitation(services, input.token);
  const establishment = await services.establishments.findById(found.establishment_id);
  if (!establishment || establishment.deleted_at !== null) throw gone(INVITATION_CANCELLED);
  const ownerLogin = await ownerEmailReason(services, found.establishment_id, found.email);
  if (ownerLogin) throw conflict(ownerLogin);
  const passwordHash = await hashPassword(input.senha);
  const tokenHash = hashInvitationToken(input.token);

  try {
    await withEstablishmentLock(services, found.establishment_id, async (trx, now) => {
      const row = usableInvitation(await services.team.findInvitationByTokenHash(tokenHash, trx), now);
      const member = await memberEmailReason(services, row.establishment_id, row.email, trx);
      if (member) throw conflict(member);
      // The plan may have lapsed since the invitation was sent: the team never grows past it.
      const planId = await services.subscriptions.currentPlanId(row.establishment_id, now, trx);
      if ((await services.team.countActiveMembers(row.establishment_id, trx)) >= maxTeamMembers(planId)) {
        throw forbidden(TEAM_FULL);
      }
      const former = await services.team.findInactiveMember(row.establishment_id, row.email, trx);
      let memberId: number;
      if (former) {
        memberId = former.id;
        await services.team.reactivateMember(
          former.id,
          { name: row.name, role: row.role, passwordHash, now },
          trx,
        );
      } else {
        memberId = await services.team.insertMember(
          {
            establishment_id: row.establishment_id,
            email: row.email,
            name: row.name,
            role: row.role,
            password_hash: passwordHash,
            created_at: now,
            updated_at: now,
          },
          trx,
        );
      }
      if (!(await services.team.useInvitation(row.id, tokenHash, memberId, now, trx)))
        throw gone(INVITATION_USED);
    });
  } catch (error) {
    // Another team's invitation to the same e-mail was accepted at the same instant (the active e-mail's index).
    if (isUniqueViolation(error)) {
      throw conflict('Este e-mail já entra no Vez pela equipe de outro estabelecimento.');
    }
    throw error;
  }
  // Accepted before its e-mail went out (the person had an earlier link): the e-mail is not sent at all.
  await services.outbox.withdrawUnsent(
    [`team-invitation:${found.establishment_id}:${found.id}:`],
    services.clock.now(),
    'convite aceito',
  );
  // A used link must not sit in the dev outbox, readable as if it still worked.
  await services.mailer.forgetSecret?.(input.token);
  return { email: found.email };
}
