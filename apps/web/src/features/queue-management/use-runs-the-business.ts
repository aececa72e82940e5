import { isAttendant } from '../../lib/session/session-shape';
import { useSession } from '../../lib/session/useSession';

/**
 * Whether the logged-in person may run the business here, not only the counter: an Atendente (decision 070)
 * is not offered what the server would refuse them — creating, editing or closing a queue, the automatic
 * calls' settings, the poster, the TV panel and kiosk links, removing someone from the line.
 */
export function useRunsTheBusiness(): boolean {
  return !isAttendant(useSession('estabelecimento'));
}
