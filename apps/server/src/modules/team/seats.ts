import type { Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../database/schema';

/** Seats taken on the team: active members, and invitations that still open (each holds its seat). */
export async function seatsTaken(
  services: Pick<AppServices, 'team'>,
  establishmentId: number,
  now: number,
  trx?: Transaction<Database>,
): Promise<number> {
  const members = await services.team.countActiveMembers(establishmentId, trx);
  const invitations = await services.team.countOpenInvitations(establishmentId, now, trx);
  return members + invitations;
}
