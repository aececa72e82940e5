import {
  broadcastOf,
  CALLED_STATE_MINUTES,
  type CalledPoint,
  estimatedWaitMinutes,
  forEachRanked,
  type QueueBroadcast,
} from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { RecentCallRow } from '../../repositories/called-tickets-repository';
import { waitBasisOf } from '../queues/waits/wait-basis';

export interface QueueSummary {
  id: number;
  status: string;
  totalPessoas: number;
  totalTickets: number;
  posicoesOcupadas: number;
  minutosPorPosicao: number;
  /** What minutosPorPosicao rests on, sent with it so every screen keeps the same words (decision 023). */
  baseadoEm: number;
  faixa: [number, number] | null;
  /** 'Aviso para a fila' (decision 022). */
  aviso: QueueBroadcast;
}

export interface RankedEntry {
  id: number;
  position: number;
  letter: string;
  size: number;
}

/** One consistent picture of a queue at a version: what every watcher's message is cut from. */
export interface QueueSnapshot {
  version: number;
  summary: QueueSummary;
  /** Each client's waiting ticket, ranked (a client holds at most one per queue). */
  byClient: Map<number, RankedEntry>;
  /**
   * Each client's latest call of the last CALLED_STATE_MINUTES: their 'É a sua vez!', or, once marked
   * 'Não compareceu', why it is gone (decision 044).
   */
  calledByClient: Map<number, RecentCallRow>;
}

const CALLED_STATE_MS = CALLED_STATE_MINUTES * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

export async function loadSnapshot(
  services: Pick<AppServices, 'queues' | 'tickets' | 'calledTickets' | 'clock'>,
  queueId: number,
) {
  const queue = await services.queues.findById(queueId);
  if (!queue) return null;
  const [rows, wait] = await Promise.all([
    services.tickets.listWaitingSlots(queueId),
    waitBasisOf(services, queue),
  ]);
  // Read after the waiting line, never beside it: a ticket that left the line because it was called is
  // then in this read, so its client is told 'called' rather than found in neither.
  const calls = await services.calledTickets.ofQueueSince(queueId, services.clock.now() - CALLED_STATE_MS);
  // Newest call first: the first row seen of each client is their latest call.
  const calledByClient = new Map<number, RecentCallRow>();
  for (const call of calls) {
    // A guest's ticket has no client to tell here: the guest's own page reads its ticket (decision 068).
    if (call.clientId !== null && !calledByClient.has(call.clientId)) calledByClient.set(call.clientId, call);
  }
  // Rows come in service order from the index: rank them in one pass, no sort, no copies.
  const byClient = new Map<number, RankedEntry>();
  forEachRanked(rows, (row, position, letter) => {
    if (row.client_id !== null) byClient.set(row.client_id, { id: row.id, position, letter, size: row.size });
  });
  const snapshot: QueueSnapshot = {
    version: queue.version,
    summary: {
      id: queue.id,
      status: queue.status,
      totalPessoas: queue.waiting_people,
      totalTickets: queue.waiting_tickets,
      posicoesOcupadas: queue.occupied_positions,
      minutosPorPosicao: Math.round(wait.minutes * 10) / 10,
      baseadoEm: wait.basedOn,
      faixa: wait.range,
      aviso: broadcastOf(queue),
    },
    byClient,
    calledByClient,
  };
  return snapshot;
}

export type MyTicket =
  | {
      status: 'waiting';
      ticketId: number;
      position: number;
      letter: string;
      estimatedWaitMinutes: number;
      groupSize: number;
    }
  | { status: 'called'; ticketId: number; calledAt: string; recalledAt: string | null; ponto?: CalledPoint }
  | { status: 'no_show'; ticketId: number; calledAt: string }
  | { status: 'called' | 'left' | 'closed'; ticketId: number }
  | null;

/**
 * The watching client's own line in a snapshot, or why it is no longer there. A client called in the
 * last minutes is told 'called' (with when) in a stream's first picture (a reload, Minhas Filas
 * opened later), in the event of the call or of a 'Chamar novamente' (`calledTicketIds`), and in the
 * first message after their waiting ticket was called, whichever change carries it; other changes of
 * the queue tell them nothing new. A call is told at most twice per stream, and then with the same
 * times: when a picture read just after it carries another change, then by its own announcement.
 */
export function myTicketIn(
  snapshot: QueueSnapshot,
  clientId: number,
  previousTicketId: number | null,
  calledTicketIds: ReadonlySet<number>,
  firstPicture = false,
  now = Date.now(),
): MyTicket {
  const mine = snapshot.byClient.get(clientId);
  if (mine) {
    return {
      status: 'waiting',
      ticketId: mine.id,
      position: mine.position,
      letter: mine.letter,
      estimatedWaitMinutes: estimatedWaitMinutes(mine.position, snapshot.summary.minutosPorPosicao),
      groupSize: mine.size,
    };
  }
  const call = snapshot.calledByClient.get(clientId);
  // The ticket this stream last showed waiting was called: said even when the change being sent is
  // another one (a join's picture read just after the call), or the client would read 'left'.
  const justCalled = call !== undefined && call.ticketId === previousTicketId;
  if (call && (firstPicture || justCalled || calledTicketIds.has(call.ticketId))) {
    // A snapshot is kept while its queue is unchanged: the 30 minutes are checked as it is sent.
    if (now - call.calledAt <= CALLED_STATE_MS) {
      if (call.noShow) return { status: 'no_show', ticketId: call.ticketId, calledAt: iso(call.calledAt) };
      return {
        status: 'called',
        ticketId: call.ticketId,
        calledAt: iso(call.calledAt),
        recalledAt: call.recalledAt === null ? null : iso(call.recalledAt),
        ...(call.point ? { ponto: call.point } : {}),
      };
    }
  }
  if (previousTicketId === null) return null;
  if (calledTicketIds.has(previousTicketId)) return { status: 'called', ticketId: previousTicketId };
  return { status: snapshot.summary.status === 'encerrada' ? 'closed' : 'left', ticketId: previousTicketId };
}
