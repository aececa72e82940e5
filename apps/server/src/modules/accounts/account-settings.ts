import type { AccountSettings, UserType } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { forbidden } from '../app-error';
import type { Authenticated } from '../auth/authenticate';

function assertSelf(caller: Authenticated, userType: UserType, id: number) {
  if (caller.userType !== userType || caller.userId !== id) {
    throw forbidden('Acesso negado. Estas configurações são de outra conta.');
  }
}

/** Configurações of the caller's own account. */
export async function getAccountSettings(
  services: Pick<AppServices, 'settings'>,
  caller: Authenticated,
  userType: UserType,
  id: number,
): Promise<AccountSettings> {
  assertSelf(caller, userType, id);
  const settings = await services.settings.get(userType, id);
  return userType === 'estabelecimento' ? settings : { ...settings, backupAutomatico: false };
}

/** Saves them; every notification the product sends reads them (decision 017). */
export async function updateAccountSettings(
  services: Pick<AppServices, 'settings' | 'clock'>,
  caller: Authenticated,
  userType: UserType,
  id: number,
  input: {
    notificacoes: boolean;
    notificacoesEmail: boolean;
    backupAutomatico?: boolean | undefined;
    avisoPessoas?: number | undefined;
    notificacoesPush?: boolean | undefined;
    notificacoesWhatsapp?: boolean | undefined;
  },
): Promise<AccountSettings> {
  assertSelf(caller, userType, id);
  const current = await services.settings.get(userType, id);
  const next: AccountSettings = {
    notificacoes: input.notificacoes,
    notificacoesEmail: input.notificacoesEmail,
    // Clients have no backup; an establishment that leaves it out keeps what it had.
    backupAutomatico:
      userType === 'estabelecimento' ? (input.backupAutomatico ?? current.backupAutomatico) : false,
    // Left out: kept as they were (older clients of the API send only the first two).
    avisoPessoas: input.avisoPessoas ?? current.avisoPessoas,
    notificacoesPush: input.notificacoesPush ?? current.notificacoesPush,
    notificacoesWhatsapp: input.notificacoesWhatsapp ?? current.notificacoesWhatsapp,
  };
  await services.settings.save(userType, id, next, services.clock.now());
  return next;
}
