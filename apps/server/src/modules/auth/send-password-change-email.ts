import type { AppServices } from '../../app-services';
import { AppError, notFound } from '../app-error';
import { displayNameOf } from '../establishments/display-name';
import type { Authenticated } from './authenticate';
import { sendResetLink } from './send-reset-link';

export const PASSWORD_CHANGE_SENT = 'Email de alteração de senha enviado! Verifique sua caixa de entrada.';

type Services = Pick<
  AppServices,
  'users' | 'establishments' | 'team' | 'resetTokens' | 'resetLinkMutex' | 'mailer' | 'clock' | 'config'
>;

/** "Alterar senha" from a profile: the logged-in account gets a reset link at its own address. */
export async function sendPasswordChangeEmail(services: Services, caller: Authenticated) {
  if (caller.member) return sendToMember(services, caller.member.id);
  const recipient =
    caller.userType === 'cliente'
      ? await services.users.findById(caller.userId).then((u) => u && { email: u.email, name: u.name })
      : await services.establishments
          .findById(caller.userId)
          .then((e) => e && { email: e.email, name: displayNameOf(e) });
  if (!recipient) throw notFound('Conta não encontrada');
  try {
    await sendResetLink(
      services,
      { userType: caller.userType, subjectId: caller.userId, ...recipient },
      'change',
    );
  } catch {
    throw new AppError('unavailable', 'Erro ao enviar email. Tente novamente.');
  }
  return PASSWORD_CHANGE_SENT;
}

/** A team member's 'Alterar' senha: the link goes to their own address and sets their own password. */
async function sendToMember(services: Services, memberId: number) {
  const member = await services.team.findMemberById(memberId);
  if (member?.active !== 1) throw notFound('Conta não encontrada');
  try {
    await sendResetLink(
      services,
      { userType: 'membro', subjectId: member.id, email: member.email, name: member.name },
      'change',
    );
  } catch {
    throw new AppError('unavailable', 'Erro ao enviar email. Tente novamente.');
  }
  return PASSWORD_CHANGE_SENT;
}
