import { estimatedWaitMinutes, joinRefusal, letterFor, MAX_GROUP_SIZE } from '@vez/domain';
import type { AppServices } from '../../../app-services';
import type { Joiner } from '../../../repositories/queue-joins-repository';
import { isUniqueViolation } from '../../../repositories/unique-violation';
import { AppError, conflict } from '../../app-error';
import { mutateQueue } from '../mutate-queue';
import { ruleStatusOf } from '../rule-status';
import { joinHoldingTheLockOnce } from './join-in-one-statement';

export type PlaceServices = Pick<
  AppServices,
  'database' | 'queues' | 'tickets' | 'queueJoins' | 'queueMutex' | 'bus' | 'clock' | 'waitBasis'
>;

const ALREADY_IN = 'Você já está nesta fila';
export const GUESTS_NOT_ALLOWED = 'Esta fila aceita apenas clientes com cadastro. Entre ou crie sua conta.';
export const PHONE_REQUIRED = 'Informe um celular para receber os avisos';

export interface Place {
  ticketId: number;
  queueId: number;
  position: number;
  subPosition: string;
  groupSize: number;
  estimatedWaitMinutes: number;
}

/**
 * The one way into a queue, for an account holder and for a person without an account alike (decision
 * 068): the last position, letter 'a' (a group is one ticket counting every person). On PostgreSQL a
 * single statement first (decision 041); else, or when that writes nothing, the queue's serialised
 * change, which also words every refusal. `alreadyIn` is what a second waiting ticket is told: the unique
 * index of the account, or of the phone, decides it, which costs nothing on the common path.
 */
export async function takeAPlace(
  services: PlaceServices,
  joiner: Joiner,
  alreadyIn = ALREADY_IN,
): Promise<Place> {
  const size = joiner.groupSize;
  try {
    if (services.database.dialect === 'postgres' && size <= MAX_GROUP_SIZE) {
      const joined = await services.queueMutex.run(joiner.queueId, () =>
        joinHoldingTheLockOnce(services, joiner, services.clock.now()),
      );
      if (joined) return { ...joined, queueId: joiner.queueId, subPosition: letterFor(0), groupSize: size };
    }
    return await mutateQueue(services, joiner.queueId, async (trx, queue, now) => {
      const refusal = joinRefusal({
        status: ruleStatusOf(queue.status),
        alreadyWaiting: false,
        groupSize: size,
        limited: queue.limited === 1,
        maxMembers: queue.max_members,
        peopleWaiting: queue.waiting_people,
      });
      if (refusal) throw new AppError(refusal === ALREADY_IN ? 'conflict' : 'invalid', refusal);
      if (joiner.selfService && queue.guests_allowed !== 1)
        throw new AppError('forbidden', GUESTS_NOT_ALLOWED);
      if (joiner.selfService && queue.guest_phone_required === 1 && joiner.phone === '') {
        throw new AppError('invalid', PHONE_REQUIRED);
      }

      const position = queue.occupied_positions + 1;
      // What the person is told on joining, kept for the dashboard's estimate accuracy.
      const quoted = estimatedWaitMinutes(
        position,
        (await services.waitBasis.of(services, queue, trx)).minutes,
      );
      const ticket = await services.tickets.insert(
        {
          queue_id: joiner.queueId,
          client_id: joiner.clientId,
          origin: joiner.origin,
          // Only links made before they carried the ticket's number have a hash (guest-link.ts).
          link_hash: null,
          link_salt: joiner.linkSalt,
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
          queueId: joiner.queueId,
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
    // Another instance may have inserted the same person's ticket first; the unique index decides.
    if (isUniqueViolation(error)) throw conflict(alreadyIn);
    throw error;
  }
}
