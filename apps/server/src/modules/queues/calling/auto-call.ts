import { autoCallState } from '@vez/domain';
import type { AppServices } from '../../../app-services';
import type { QueueRow } from '../../../repositories/queues-repository';
import { AppError } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { mutateQueue } from '../mutate-queue';
import { assertOwner, loadOwnedQueue } from '../queue-access';
import { ruleStatusOf } from '../rule-status';
import { type CallNextOptions, CallNotDue, callNext } from './call-next';

type Services = Pick<
  AppServices,
  'database' | 'queues' | 'tickets' | 'queueMutex' | 'bus' | 'clock' | 'presses' | 'servicePoints'
>;

export function autoCallStateOf(
  queue: Pick<
    QueueRow,
    'auto_call' | 'status' | 'waiting_tickets' | 'call_interval_minutes' | 'last_call_at' | 'auto_call_since'
  >,
  now: number,
  /** When the earliest of the people waiting joined (decision 023: one interval after it at the soonest). */
  waitingSince: number | null,
) {
  return autoCallState({
    enabled: queue.auto_call === 1,
    status: ruleStatusOf(queue.status),
    waitingTickets: queue.waiting_tickets,
    intervalMinutes: queue.call_interval_minutes,
    lastCallAtMs: queue.last_call_at,
    enabledAtMs: queue.auto_call_since,
    waitingSinceMs: waitingSince,
    nowMs: now,
  });
}

/** The status section of 'Configurar Chamadas Automáticas'. */
export async function getAutoCallStatus(services: Services, caller: Authenticated, queueId: number) {
  const queue = await loadOwnedQueue(services, caller, queueId);
  const state = autoCallStateOf(queue, services.clock.now(), await services.queues.waitingSince(queueId));
  const next = await services.tickets.firstInLine(queueId);
  return {
    ativa: queue.auto_call === 1,
    intervalo: queue.call_interval_minutes,
    precisaChamada: state.due,
    motivo: state.reason,
    proximaChamadaEm: state.nextDueAtMs === null ? null : new Date(state.nextDueAtMs).toISOString(),
    proximoCliente: next ? { nome: next.name } : null,
    totalClientes: queue.waiting_people,
  };
}

export async function configureAutoCall(
  services: Services,
  caller: Authenticated,
  queueId: number,
  config: { ativar: boolean; intervalo?: number | undefined },
) {
  await mutateQueue(services, queueId, async (_trx, queue, now) => {
    assertOwner(caller, queue);
    if (queue.status === 'encerrada') throw new AppError('invalid', 'Esta fila foi encerrada');
    const switchedOn = config.ativar && queue.auto_call !== 1;
    return {
      result: null,
      queue: {
        auto_call: config.ativar ? 1 : 0,
        call_interval_minutes: config.intervalo ?? queue.call_interval_minutes,
        auto_call_since: config.ativar ? (switchedOn ? now : queue.auto_call_since) : null,
      },
      change: { type: 'updated' },
    };
  });
  return getAutoCallStatus(services, caller, queueId);
}

/**
 * 'Executar Chamada Agora': calls the next client only when a call is due, as the panel shows. The due
 * rule is read under the queue's lock, after the press's key: simultaneous clicks make one call, and a
 * repeated press gets the first one's answer rather than 'not due'.
 */
export async function executeAutoCall(
  services: Services,
  caller: Authenticated,
  queueId: number,
  press?: { key: string },
) {
  await loadOwnedQueue(services, caller, queueId);
  try {
    return await callNext(services, queueId, { onlyIf: dueUnderLock(services), press });
  } catch (error) {
    if (!(error instanceof CallNotDue)) throw error;
    const current = await services.queues.findById(queueId);
    const since = await services.queues.waitingSince(queueId);
    throw new AppError(
      'invalid',
      current ? autoCallStateOf(current, services.clock.now(), since).reason : 'Fila não encontrada',
    );
  }
}

/** The due rule read on the locked row, with who is waiting read in the same transaction. */
export function dueUnderLock(services: Pick<AppServices, 'queues'>): NonNullable<CallNextOptions['onlyIf']> {
  return async (current, at, trx) =>
    autoCallStateOf(current, at, await services.queues.waitingSince(current.id, trx)).due;
}
