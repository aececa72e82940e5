import {
  estimatedWaitMinutes,
  type JoinQueue,
  joinRefusal,
  letterFor,
  MAX_GROUP_SIZE,
  ticketSize,
} from '@vez/domain';
import type { AppServices } from '../../../app-services';
import { isUniqueViolation } from '../../../repositories/unique-violation';
import { AppError, conflict } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { mutateQueue } from '../mutate-queue';
import { ruleStatusOf } from '../rule-status';
import { joinHoldingTheLockOnce } from './join-in-one-statement';

type Services = Pick<
  AppServices,
  'database' | 'queues' | 'tickets' | 'queueJoins' | 'queueMutex' | 'bus' | 'clock' | 'waitBasis'
>;

const ALREADY_IN = 'Você já está nesta fila';

/** A client (alone or leading a group) takes the last position, letter 'a' (DESIGN §2 "Join"). */
export async function joinQueue(
  services: Services,
  caller: Authenticated,
  queueId: number,
  input: JoinQueue,
) {
  const size = ticketSize(input);
  const joiner = {
    queueId,
    clientId: caller.userId,
    groupSize: size,
    name: input.nome,
    phone: input.telefone,
    email: input.email,
    groupMembers: JSON.stringify(input.isGroup ? input.groupMembers : []),
  };
  try {
    if (services.database.dialect === 'postgres' && size <= MAX_GROUP_SIZE) {
      const joined = await services.queueMutex.run(queueId, () =>
        joinHoldingTheLockOnce(services, joiner, services.clock.now()),
      );
      if (joined) return { ...joined, queueId, subPosition: letterFor(0), groupSize: size };
    }
    return await mutateQueue(services, queueId, async (trx, queue, now) => {
      // "Already waiting" is left to the unique index (one waiting ticket per client per queue): the
      // insert below fails for a second ticket, which costs nothing on the common path.
      const refusal = joinRefusal({
        status: ruleStatusOf(queue.status),
        alreadyWaiting: false,
        groupSize: size,
        limited: queue.limited === 1,
        maxMembers: queue.max_members,
        peopleWaiting: queue.waiting_people,
      });
      if (refusal) throw new AppError(refusal === ALREADY_IN ? 'conflict' : 'invalid', refusal);

      const position = queue.occupied_positions + 1;
      // What the client is told on joining, kept for the dashboard's estimate accuracy.
      const quoted = estimatedWaitMinutes(
        position,
        (await services.waitBasis.of(services, queue, trx)).minutes,
      );
      const ticket = await services.tickets.insert(
        {
          queue_id: queueId,
          client_id: joiner.clientId,
          slot: queue.next_slot,
          seq: queue.next_seq,
          status: 'waiting',
          name: joiner.name,
          phone: joiner.phone,
          email: joiner.email,
          group_size: size,
          group_members: joiner.groupMembers,
          paid_advance: 0,
          joined_at: now,
          called_at: null,
          left_at: null,
          closed_at: null,
          quoted_wait_minutes: quoted,
        },
        trx,
      );
      return {
        result: {
          ticketId: ticket.id,
          queueId,
          position,
          subPosition: letterFor(0),
          groupSize: size,
          estimatedWaitMinutes: quoted,
        },
        queue: {
          next_slot: queue.next_slot + 1,
          next_seq: queue.next_seq + 1,
          waiting_tickets: queue.waiting_tickets + 1,
          waiting_people: queue.waiting_people + size,
          occupied_positions: position,
        },
        change: { type: 'joined', ticketId: ticket.id },
      };
    });
  } catch (error) {
    // Another instance may have inserted the same client's ticket first; the unique index decides.
    if (isUniqueViolation(error)) throw conflict(ALREADY_IN);
    throw error;
  }
}
