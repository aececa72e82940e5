import type { AppServices } from '../../app-services';
import { autoCallStateOf, dueUnderLock } from '../queues/calling/auto-call';
import { CallNotDue, callNext } from '../queues/calling/call-next';

type Services = Pick<
  AppServices,
  'database' | 'queues' | 'tickets' | 'queueMutex' | 'bus' | 'clock' | 'presses' | 'servicePoints'
>;

/**
 * Performs the automatic calls that are due. The due rule is evaluated again inside the call's
 * transaction, on the locked queue row: a second instance ticking at the same moment finds the call
 * already made (its last_call_at moved) and does nothing, so every automatic call happens once.
 */
export async function runDueAutoCalls(services: Services): Promise<{ queueId: number; nome: string }[]> {
  const made: { queueId: number; nome: string }[] = [];
  const now = services.clock.now();
  for (const queue of await services.queues.listAutoCallCandidates()) {
    // Who is waiting can only put the call later, so it is read only for the queues otherwise due.
    if (!autoCallStateOf(queue, now, null).due) continue;
    if (!autoCallStateOf(queue, now, await services.queues.waitingSince(queue.id)).due) continue;
    try {
      const called = await callNext(services, queue.id, { onlyIf: dueUnderLock(services) });
      made.push({ queueId: queue.id, nome: called.nome });
    } catch (error) {
      if (!(error instanceof CallNotDue)) throw error;
    }
  }
  return made;
}
