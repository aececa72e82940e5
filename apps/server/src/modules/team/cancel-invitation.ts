import type { AppServices } from '../../app-services';
import { notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { requireDono } from './team-access';

/**
 * 'Cancelar convite': its link stops working and its seat is free again. An e-mail not sent yet is
 * withdrawn from the outbox; one already sent carries a link that now says the invitation was cancelled.
 */
export async function cancelInvitation(
  services: Pick<AppServices, 'team' | 'outbox' | 'clock'>,
  caller: Authenticated,
  invitationId: number,
): Promise<void> {
  const establishmentId = requireDono(caller);
  const now = services.clock.now();
  if (!(await services.team.cancelInvitation(establishmentId, invitationId, now))) {
    throw notFound('Convite não encontrado: ele já foi aceito ou cancelado.');
  }
  await services.outbox.withdrawUnsent(
    [`team-invitation:${establishmentId}:${invitationId}:`],
    now,
    'convite cancelado',
  );
}
