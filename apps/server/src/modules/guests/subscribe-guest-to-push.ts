import type { PushSubscriptionInput } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { conflict } from '../app-error';
import { subscribeOwnerToPush } from '../notifications/subscribe-to-push';
import { findGuestTicket } from './get-guest-ticket';

/** 'Ativar notificações neste aparelho' on the guest's page: this browser is told about this ticket. */
export async function subscribeGuestToPush(
  services: Pick<AppServices, 'tickets' | 'pushSubscriptions' | 'config' | 'clock'>,
  token: string | undefined,
  input: PushSubscriptionInput,
): Promise<void> {
  const row = await findGuestTicket(services, token);
  if (row.status !== 'waiting') throw conflict('Sua senha não está mais na fila');
  await subscribeOwnerToPush(
    services,
    { userType: 'convidado', subjectId: row.ticket_id, sessionId: `senha:${row.ticket_id}` },
    input,
  );
}
