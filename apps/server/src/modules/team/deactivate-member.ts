import type { AppServices } from '../../app-services';
import { badRequest, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { endMemberSessions } from './end-member-sessions';
import { requireDono } from './team-access';
import { toMemberView } from './team-views';

/**
 * 'Desativar': the person can no longer log in and every session of theirs ends at once on every
 * instance. The row stays (what they did keeps naming them); a new invitation to the same e-mail brings
 * them back with the same id.
 */
export async function deactivateMember(
  services: Pick<AppServices, 'team' | 'sessions' | 'sessionCache' | 'bus' | 'pushSubscriptions' | 'clock'>,
  caller: Authenticated,
  memberId: number,
) {
  const establishmentId = requireDono(caller);
  if (caller.member?.id === memberId)
    throw badRequest('Você não pode desativar a si mesmo. Peça a outro Dono.');
  const member = await services.team.findMember(establishmentId, memberId);
  if (!member) throw notFound('Pessoa não encontrada na equipe.');
  // Already inactive: the answer is the same, and any session left over ends all the same.
  await services.team.deactivate(establishmentId, memberId, services.clock.now());
  await endMemberSessions(services, establishmentId, memberId);
  const row = await services.team.findMember(establishmentId, memberId);
  if (!row) throw notFound('Pessoa não encontrada na equipe.');
  return toMemberView(row);
}
