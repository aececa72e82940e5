import type { AppServices } from '../../../app-services';
import type { Joiner } from '../../../repositories/queue-joins-repository';

type Services = Pick<AppServices, 'queueJoins' | 'bus' | 'waitBasis'>;

/**
 * PostgreSQL: a join that holds the queue row's lock for one statement instead of a transaction's
 * round trips (decision 041). With several instances, joins of one queue take that lock in turn; the
 * shorter each holds it, the less the others wait. Only the attempt: the open/room rule in its SQL
 * decides whether to write; joinRefusal (domain, on the general path) always words a refusal. Undefined when nothing was written (the queue's wait
 * basis not read here yet or out of date, the queue closed, full or missing): the general path then
 * joins or says why.
 */
export async function joinHoldingTheLockOnce(services: Services, joiner: Joiner, now: number) {
  const known = services.waitBasis.peek(joiner.queueId);
  if (!known) return undefined;
  const joined = await services.queueJoins.joinInOneStatement({
    ...joiner,
    joinedAt: now,
    basis: {
      minutes: known.basis.minutes,
      lastCallAt: known.lastCallAt,
      queueMinutesPerPosition: known.minutes,
    },
  });
  if (!joined) return undefined;
  // As mutateQueue does: announced after the commit, not awaited (watchers catch up on the next version).
  void services.bus.publish({
    queueId: joiner.queueId,
    version: joined.version,
    at: now,
    type: 'joined',
    ticketId: joined.ticketId,
  });
  return {
    ticketId: joined.ticketId,
    position: joined.position,
    // The quote stored is the one told (the statement computes it as estimatedWaitMinutes does).
    estimatedWaitMinutes: joined.quotedWaitMinutes,
  };
}
