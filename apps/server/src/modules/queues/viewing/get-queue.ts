import { estimatedWaitMinutes } from '@vez/domain';
import type { AppServices } from '../../../app-services';
import type { QueueRow } from '../../../repositories/queues-repository';
import type { TicketRow } from '../../../repositories/tickets-repository';
import { notFound } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { pointField } from '../../service-points/point-of-call';
import { ticketPlace } from '../joining/ticket-place';
import { isOwner, NOT_FOUND } from '../queue-access';
import { toQueueView } from '../queue-views';
import { waitBasisOf } from '../waits/wait-basis';
import { type ClientEntry, toClientEntries, toClientEntry, type Viewer } from './client-entries';

type Services = Pick<AppServices, 'queues' | 'tickets' | 'publicLineups'>;

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
export async function getQueue(
  services: Services & Pick<AppServices, 'clock' | 'calledTickets' | 'advancePayments'>,
  caller: Authenticated | null,
  queueId: number,
) {
  const queue = await loadQueue(services, queueId);
  const wait = await waitBasisOf(services, queue);
  const view = toQueueView(queue, wait);
  if (caller?.userType !== 'cliente') return { ...view, minhaPosicao: null, meuUltimoTicket: null };
  const mine = await services.tickets.findWaitingOfClient(queueId, caller.userId);
  if (!mine) {
    return {
      ...view,
      minhaPosicao: null,
      meuUltimoTicket: await recentOutcome(services, queueId, caller.userId),
    };
  }
  const { position, letter } = await ticketPlace(services, { queueId, slot: mine.slot, seq: mine.seq });
  const entries = toClientEntries([mine], wait.minutes, { kind: 'client', clientId: caller.userId });
  const entry = entries[0];
  const paid = await services.advancePayments.keptByTicket([mine.id]);
  return {
    ...view,
    meuUltimoTicket: null,
    meuAvancoPagoCentavos: paid.get(mine.id) ?? 0,
    minhaPosicao: entry && {
      ...entry,
      position,
      subPosition: letter,
      estimatedWaitMinutes: estimatedWaitMinutes(position, wait.minutes),
    },
  };
}

/** How long a page that comes back (reload, reconnect, polling) still learns how a ticket ended. */
const RECENT_OUTCOME_MS = 30 * 60_000;

/**
 * What became of the client's last ticket here, if it ended in the last 30 minutes: a phone that lost
 * its stream while the client was called still learns "called", not just "no longer in the queue".
 */
async function recentOutcome(
  services: Services & Pick<AppServices, 'clock' | 'calledTickets'>,
  queueId: number,
  clientId: number,
) {
  const latest = await services.tickets.findLatestOfClient(queueId, clientId);
  if (!latest || latest.status === 'waiting') return null;
  const endedAt = latest.called_at ?? latest.left_at ?? latest.closed_at;
  if (endedAt === null || services.clock.now() - endedAt > RECENT_OUTCOME_MS) return null;
  const outcome = { ticketId: latest.id, status: latest.status, em: new Date(endedAt).toISOString() };
  if (latest.status !== 'called') return outcome;
  // Marked 'Não compareceu': the page says so rather than 'É a sua vez!' (decision 044).
  if (latest.no_show_at !== null) return { ...outcome, status: 'no_show' as const };
  // The called state (decision 022) also shows the last 'Chamar novamente'.
  const call = await services.calledTickets.findById(latest.id);
  const recalledAt = call?.recalled_at ?? null;
  return {
    ...outcome,
    chamadoNovamenteEm: recalledAt === null ? null : new Date(recalledAt).toISOString(),
    // Where the call sent them (issue 37); absent for a call without a service point.
    ...(call ? pointField(call) : {}),
  };
}

/**
 * Everybody waiting, in service order, as the caller may see them. The owner's view (contact data) is
 * read fresh; everyone else gets the masked line of this version, built once and shared, with only
 * their own ticket shown in full.
 */
export async function listQueueClients(services: Services, caller: Authenticated | null, queueId: number) {
  const queue = await loadQueue(services, queueId);
  const viewer = viewerOf(caller, isOwner(caller, queue));
  if (viewer.kind === 'owner') {
    const wait = await waitBasisOf(services, queue);
    return {
      queue,
      clients: toClientEntries(await services.tickets.listWaiting(queueId), wait.minutes, viewer),
    };
  }
  const lineup =
    services.publicLineups.get(queueId, queue.version) ?? (await buildPublicLineup(services, queue));
  if (viewer.kind === 'anonymous') return { queue, clients: lineup.entries.map(({ entry }) => entry) };
  const mine = lineup.entries.find(({ clientId }) => clientId === viewer.clientId);
  const ownRow = mine ? await services.tickets.findById(mine.entry.id) : undefined;
  return {
    queue,
    clients: lineup.entries.map(({ entry }) =>
      ownRow && entry.id === ownRow.id ? ownEntry(entry, ownRow, viewer) : entry,
    ),
  };
}

/** Everybody masked, with whose ticket each entry is; kept for this version of the queue. */
async function buildPublicLineup(services: Services, queue: QueueRow) {
  const wait = await waitBasisOf(services, queue);
  const rows = await services.tickets.listWaiting(queue.id);
  const masked = toClientEntries(rows, wait.minutes, { kind: 'anonymous' });
  const lineup = {
    version: queue.version,
    entries: rows.map((row, i) => ({ clientId: row.client_id, entry: masked[i] as ClientEntry })),
  };
  services.publicLineups.set(queue.id, lineup);
  return lineup;
}

/** The client's own ticket in full, keeping the place and estimate of the shared line. */
function ownEntry(masked: ClientEntry, row: TicketRow, viewer: Viewer): ClientEntry {
  const full = toClientEntry(
    row,
    {
      id: row.id,
      slot: row.slot,
      seq: row.seq,
      size: row.group_size,
      position: masked.position,
      letter: masked.subPosition,
    },
    0,
    viewer,
  );
  return { ...full, estimatedWaitMinutes: masked.estimatedWaitMinutes };
}
