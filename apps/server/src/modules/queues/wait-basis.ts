import { averageCallInterval, DEFAULT_INTERVAL_SAMPLES, minutesPerPosition } from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { QueueRow } from '../../repositories/queues-repository';
import type { WaitBasis } from './queue-views';

/** Minutes per position from the queue's recent calls, falling back to its own estimate (DESIGN §2). */
export async function waitBasisOf(
  services: Pick<AppServices, 'tickets'>,
  queue: Pick<QueueRow, 'id' | 'minutes_per_position'>,
): Promise<WaitBasis> {
  const callTimes = await services.tickets.recentCallTimes(queue.id, DEFAULT_INTERVAL_SAMPLES + 1);
  return minutesPerPosition(
    averageCallInterval(callTimes, DEFAULT_INTERVAL_SAMPLES),
    queue.minutes_per_position,
  );
}
