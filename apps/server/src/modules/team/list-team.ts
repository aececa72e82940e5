import { maxTeamMembers, type TeamView, teamLimitText } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { displayNameOf } from '../establishments/display-name';
import { seatsTaken } from './seats';
import { requireDono } from './team-access';
import { toInvitationView, toMemberView } from './team-views';

/** The Equipe page: the establishment's own login, its members, the pending invitations and the room left. */
export async function listTeam(
  services: Pick<AppServices, 'establishments' | 'team' | 'subscriptions' | 'clock'>,
  caller: Authenticated,
): Promise<TeamView> {
  const establishmentId = requireDono(caller);
  const establishment = await services.establishments.findById(establishmentId);
  if (!establishment || establishment.deleted_at !== null) throw notFound('Estabelecimento não encontrado');
  const now = services.clock.now();
  const planId = await services.subscriptions.currentPlanId(establishmentId, now);
  const [members, invitations, taken] = await Promise.all([
    services.team.listMembers(establishmentId),
    services.team.listPendingInvitations(establishmentId),
    seatsTaken(services, establishmentId, now),
  ]);
  return {
    titular: { nome: displayNameOf(establishment), email: establishment.email },
    membros: members.map(toMemberView),
    convites: invitations.map((row) => toInvitationView(row, now)),
    limite: {
      planoId: planId,
      maximo: maxTeamMembers(planId),
      ocupadas: taken,
      texto: teamLimitText(planId),
    },
  };
}
