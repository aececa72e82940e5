import type { AppServices } from '../../app-services';
import { forgetSessions } from '../../auth/forget-sessions';
import { hashPassword } from '../../auth/password-hashing';
import { badRequest } from '../app-error';
import { endMemberSessions } from '../team/end-member-sessions';
import { checkResetToken, INVALID_RESET_TOKEN } from './check-reset-token';

type Services = Pick<
  AppServices,
  | 'resetTokens'
  | 'users'
  | 'establishments'
  | 'team'
  | 'sessions'
  | 'sessionCache'
  | 'clock'
  | 'bus'
  | 'mailer'
  | 'pushSubscriptions'
>;

/**
 * Sets the new password once per link. Every open session of the account ends too: whoever knew the
 * old password must not stay logged in.
 */
export async function resetPassword(services: Services, input: { token: string; password: string }) {
  const row = await checkResetToken(services, input.token);
  const passwordHash = await hashPassword(input.password);
  const now = services.clock.now();
  if (!(await services.resetTokens.consume(row.id, now))) throw badRequest(INVALID_RESET_TOKEN);

  if (row.user_type === 'membro') {
    // A team member's own password; their sessions end on every instance, the rest of the team's stay.
    await services.team.updatePasswordHash(row.subject_id, passwordHash, now);
    const member = await services.team.findMemberById(row.subject_id);
    if (member) await endMemberSessions(services, member.establishment_id, member.id);
    await services.mailer.forgetSecret?.(input.token);
    return;
  }
  if (row.user_type === 'cliente') await services.users.updatePasswordHash(row.subject_id, passwordHash, now);
  else await services.establishments.updatePasswordHash(row.subject_id, passwordHash, now);
  // The account's own login; its team members keep theirs (decision 070).
  await services.sessions.revokeOf(
    { userType: row.user_type, subjectId: row.subject_id, memberId: null },
    now,
  );
  await forgetSessions(services, { userType: row.user_type, subjectId: row.subject_id });
  // A used link must not sit in the dev outbox, readable as if it still worked.
  await services.mailer.forgetSecret?.(input.token);
}
