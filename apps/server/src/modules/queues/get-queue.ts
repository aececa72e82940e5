import { estimatedWaitMinutes } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { notFound } from '../../http/app-error';
import type { Authenticated } from '../auth/authenticate';
import { toClientEntries, type Viewer } from './client-entries';
import { isOwner, NOT_FOUND } from './queue-access';
import { toQueueView } from './queue-views';
import { ticketPlace } from './ticket-place';
import { waitBasisOf } from './wait-basis';

type Services = Pick<AppServices, 'queues' | 'tickets'>;

export async function loadQueue(services: Services, queueId: number) {
  const queue = await services.queues.findById(queueId);
  if (!queue) throw notFound(NOT_FOUND);
  return queue;
}

function viewerOf(caller: Authenticated | null, owner: boolean): Viewer {
  if (owner) return { kind: 'owner' };
  return caller?.userType === 'cliente' ? { kind: 'client', clientId: caller.userId } : { kind: 'anonymous' };
}

/** Queue detail; a client also gets their own ticket (position, letter, estimate) when they hold one. */
export async function getQueue(services: Services, caller: Authenticated | null, queueId: number) {
  const queue = await loadQueue(services, queueId);
  const wait = await waitBasisOf(services, queue);
  const view = toQueueView(queue, wait);
  if (caller?.userType !== 'cliente') return { ...view, minhaPosicao: null };
  const mine = await services.tickets.findWaitingOfClient(queueId, caller.userId);
  if (!mine) return { ...view, minhaPosicao: null };
  const { position, letter } = await ticketPlace(services, { queueId, slot: mine.slot, seq: mine.seq });
  const entries = toClientEntries([mine], wait.minutes, { kind: 'client', clientId: caller.userId });
  const entry = entries[0];
  return {
    ...view,
    minhaPosicao: entry && {
      ...entry,
      position,
      subPosition: letter,
      estimatedWaitMinutes: estimatedWaitMinutes(position, wait.minutes),
    },
  };
}

/** Everybody waiting, in service order, as the caller may see them. */
export async function listQueueClients(services: Services, caller: Authenticated | null, queueId: number) {
  const queue = await loadQueue(services, queueId);
  const wait = await waitBasisOf(services, queue);
  const rows = await services.tickets.listWaiting(queueId);
  return { queue, clients: toClientEntries(rows, wait.minutes, viewerOf(caller, isOwner(caller, queue))) };
}
