import type { TeamRole } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { badRequest, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { endMemberSessions } from './end-member-sessions';
import { requireDono } from './team-access';
import { toMemberView } from './team-views';

/**
 * A Dono changes someone's role. Their sessions end at once on every instance: a session carries the role
 * it was opened with, so the next one they open carries the new role (decision 070).
 */
export async function changeMemberRole(
  services: Pick<AppServices, 'team' | 'sessions' | 'sessionCache' | 'bus' | 'pushSubscriptions' | 'clock'>,
  caller: Authenticated,
  memberId: number,
  role: TeamRole,
) {
  const establishmentId = requireDono(caller);
  if (caller.member?.id === memberId) {
    throw badRequest('Você não pode mudar a sua própria função. Peça a outro Dono.');
  }
  const member = await services.team.findMember(establishmentId, memberId);
  if (member?.active !== 1) throw notFound('Pessoa não encontrada na equipe.');
  if (await services.team.changeRole(establishmentId, memberId, role, services.clock.now())) {
    await endMemberSessions(services, establishmentId, memberId);
  }
  const changed = await services.team.findMember(establishmentId, memberId);
  if (!changed) throw notFound('Pessoa não encontrada na equipe.');
  return toMemberView(changed);
}
