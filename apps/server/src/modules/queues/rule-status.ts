import type { QueueStatus } from '@vez/domain';
import type { QueueStatusColumn } from '../../database/schema';

/** A scheduled queue obeys the rules of a closed one (no joins, no calls) until it opens. */
export function ruleStatusOf(status: QueueStatusColumn): QueueStatus {
  return status === 'agendada' ? 'encerrada' : status;
}
