import { TEAM_ROLE_REFUSAL } from '@vez/domain';
import { forbidden } from '../app-error';
import { type Authenticated, teamRoleOf } from '../auth/authenticate';

/**
 * The team is the business's: only a Dono reads or changes it. The route guard already refuses an
 * Atendente everything but the counter; this says so again where the rule lives.
 */
export function requireDono(caller: Authenticated): number {
  if (caller.userType !== 'estabelecimento' || teamRoleOf(caller) !== 'dono')
    throw forbidden(TEAM_ROLE_REFUSAL);
  return caller.userId;
}
