import { type JoinQueue, ticketSize } from '@vez/domain';
import type { Authenticated } from '../../auth/authenticate';
import { type PlaceServices, takeAPlace } from './take-a-place';

/** A client with an account (alone or leading a group whose members they name) takes the last position. */
export async function joinQueue(
  services: PlaceServices,
  caller: Authenticated,
  queueId: number,
  input: JoinQueue,
) {
  return takeAPlace(services, {
    queueId,
    clientId: caller.userId,
    origin: 'conta',
    linkSalt: null,
    selfService: false,
    groupSize: ticketSize(input),
    name: input.nome,
    phone: input.telefone,
    email: input.email,
    groupMembers: JSON.stringify(input.isGroup ? input.groupMembers : []),
  });
}
