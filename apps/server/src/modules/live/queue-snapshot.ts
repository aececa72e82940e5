import { estimatedWaitMinutes, forEachRanked } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { waitBasisOf } from '../queues/wait-basis';

export interface QueueSummary {
  id: number;
  status: string;
  totalPessoas: number;
  totalTickets: number;
  posicoesOcupadas: number;
  minutosPorPosicao: number;
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
}

export async function loadSnapshot(services: Pick<AppServices, 'queues' | 'tickets'>, queueId: number) {
  const queue = await services.queues.findById(queueId);
  if (!queue) return null;
  const [rows, wait] = await Promise.all([
    services.tickets.listWaitingSlots(queueId),
    waitBasisOf(services, queue),
  ]);
  // Rows come in service order from the index: rank them in one pass, no sort, no copies.
  const byClient = new Map<number, RankedEntry>();
  forEachRanked(rows, (row, position, letter) => {
    byClient.set(row.client_id, { id: row.id, position, letter, size: row.size });
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
    },
    byClient,
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
  | { status: 'called' | 'left' | 'closed'; ticketId: number }
  | null;

/** The watching client's own line in a snapshot, or why it is no longer there. */
export function myTicketIn(
  snapshot: QueueSnapshot,
  clientId: number,
  previousTicketId: number | null,
  calledTicketIds: ReadonlySet<number>,
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
  if (previousTicketId === null) return null;
  if (calledTicketIds.has(previousTicketId)) return { status: 'called', ticketId: previousTicketId };
  return { status: snapshot.summary.status === 'encerrada' ? 'closed' : 'left', ticketId: previousTicketId };
}
