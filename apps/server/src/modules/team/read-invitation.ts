import type { AppServices } from '../../app-services';
import type { InvitationRow } from '../../repositories/team-repository';
import { gone, notFound } from '../app-error';
import { hashInvitationToken } from './invitation-tokens';

export const INVITATION_NOT_FOUND = 'Convite inválido. Confira se o link do e-mail foi copiado inteiro.';
export const INVITATION_USED =
  'Este convite já foi usado. Entre com o seu e-mail e a senha que você criou, em Entrar › Estabelecimento.';
export const INVITATION_EXPIRED =
  'Este convite expirou (ele vale por 72 horas). Peça ao dono do estabelecimento para reenviá-lo.';
export const INVITATION_CANCELLED = 'Este convite foi cancelado pelo estabelecimento.';

/**
 * The invitation a link's token names, if it still opens; otherwise why not. Whoever holds the token was
 * sent it, so telling them it was used, expired or cancelled reveals nothing to anyone else.
 */
export function usableInvitation(row: InvitationRow | undefined, now: number): InvitationRow {
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  if (row.used_at !== null) throw gone(INVITATION_USED);
  if (row.cancelled_at !== null) throw gone(INVITATION_CANCELLED);
  if (row.expires_at <= now) throw gone(INVITATION_EXPIRED);
  return row;
}

export async function findUsableInvitation(services: Pick<AppServices, 'team' | 'clock'>, token: string) {
  const row = await services.team.findInvitationByTokenHash(hashInvitationToken(token));
  return usableInvitation(row, services.clock.now());
}
