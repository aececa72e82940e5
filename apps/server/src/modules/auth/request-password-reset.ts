import type { UserType } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { displayNameOf } from '../establishments/display-name';
import { type ResetRecipient, sendResetLink } from './send-reset-link';

export const FORGOT_PASSWORD_ANSWER =
  'Se o e-mail estiver cadastrado, você receberá em instantes um link para redefinir sua senha.';

type Services = Pick<
  AppServices,
  | 'users'
  | 'establishments'
  | 'team'
  | 'resetTokens'
  | 'resetLinkMutex'
  | 'mailer'
  | 'clock'
  | 'config'
  | 'background'
>;

/**
 * Answers at once and the same way whether or not the e-mail exists; the link is sent in the background
 * so the response time does not tell either. Without a role, every account with that e-mail gets a link.
 */
export function requestPasswordReset(services: Services, input: { email: string; userType?: UserType }) {
  services.background.run(async () => {
    for (const recipient of await findRecipients(services, input.email, input.userType)) {
      await sendResetLink(services, recipient, 'forgot');
    }
  });
  return FORGOT_PASSWORD_ANSWER;
}

async function findRecipients(
  services: Services,
  email: string,
  userType?: UserType,
): Promise<ResetRecipient[]> {
  const recipients: ResetRecipient[] = [];
  if (userType !== 'estabelecimento') {
    const user = await services.users.findByEmail(email);
    if (user)
      recipients.push({ userType: 'cliente', subjectId: user.id, email: user.email, name: user.name });
  }
  if (userType !== 'cliente') {
    const company = await services.establishments.findByEmail(email);
    if (company) {
      recipients.push({
        userType: 'estabelecimento',
        subjectId: company.id,
        email: company.email,
        name: displayNameOf(company),
      });
    } else {
      // A team member logs in at the establishments' login with this e-mail (decision 070).
      const member = await services.team.findActiveMemberByEmail(email);
      if (member)
        recipients.push({ userType: 'membro', subjectId: member.id, email: member.email, name: member.name });
    }
  }
  return recipients;
}
