import type { InvitationCheck } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { gone } from '../app-error';
import { displayNameOf } from '../establishments/display-name';
import { findUsableInvitation, INVITATION_CANCELLED } from './read-invitation';

/** The invitation page before the password: whose team, for whom, which role, until when. */
export async function checkInvitation(
  services: Pick<AppServices, 'team' | 'establishments' | 'clock'>,
  token: string,
): Promise<InvitationCheck> {
  const row = await findUsableInvitation(services, token);
  const establishment = await services.establishments.findById(row.establishment_id);
  if (!establishment || establishment.deleted_at !== null) throw gone(INVITATION_CANCELLED);
  return {
    estabelecimento: displayNameOf(establishment),
    nome: row.name,
    email: row.email,
    papel: row.role,
    expiraEm: new Date(row.expires_at).toISOString(),
  };
}
