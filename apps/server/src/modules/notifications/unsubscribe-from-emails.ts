import type { AppServices } from '../../app-services';
import { badRequest } from '../app-error';
import { readUnsubscribeToken } from './unsubscribe-token';

export const INVALID_UNSUBSCRIBE = 'Link de descadastro inválido ou expirado.';

/** The link in every notice e-mail: turns the account's (or guest ticket's) notice e-mails off, without a login. */
export async function unsubscribeFromEmails(
  services: Pick<AppServices, 'settings' | 'config' | 'clock' | 'users' | 'establishments' | 'notices'>,
  token: string,
): Promise<void> {
  const owner = readUnsubscribeToken(services.config.jwtSecret, token);
  if (!owner) throw badRequest(INVALID_UNSUBSCRIBE);
  const account =
    owner.userType === 'cliente'
      ? await services.users.findById(owner.subjectId)
      : owner.userType === 'convidado'
        ? await services.notices.guestContact(owner.subjectId)
        : await services.establishments.findById(owner.subjectId);
  if (!account || account.deleted_at !== null) throw badRequest(INVALID_UNSUBSCRIBE);
  const settings = await services.settings.get(owner.userType, owner.subjectId);
  await services.settings.save(
    owner.userType,
    owner.subjectId,
    { ...settings, notificacoesEmail: false },
    services.clock.now(),
  );
}
