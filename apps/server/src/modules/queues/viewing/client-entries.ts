import { estimatedWaitMinutes, type QueueEntry, type RankedTicket, rankTickets } from '@vez/domain';
import type { TicketRow } from '../../../repositories/tickets-repository';
import { maskName } from '../queue-views';

interface StoredMember {
  nome: string;
  dataNascimento?: string;
  cpf?: string;
}

export type Viewer = { kind: 'owner' } | { kind: 'client'; clientId: number } | { kind: 'anonymous' };

function membersOf(row: TicketRow): StoredMember[] {
  if (row.group_members === '[]') return [];
  try {
    const parsed: unknown = JSON.parse(row.group_members);
    return Array.isArray(parsed) ? (parsed as StoredMember[]) : [];
  } catch {
    return [];
  }
}

/**
 * One entry of a queue's line. The owner sees contact data and group members' documents;
 * the ticket's own client sees their own data; everybody else sees first name and initial only.
 */
export function toClientEntry(
  row: TicketRow,
  ranked: RankedTicket,
  minutesPerPosition: number,
  viewer: Viewer,
): QueueEntry {
  const seesAll = viewer.kind === 'owner' || (viewer.kind === 'client' && viewer.clientId === row.client_id);
  const members = membersOf(row);
  return {
    id: row.id,
    nome: seesAll ? row.name : maskName(row.name),
    email: seesAll ? row.email : '',
    telefone: seesAll ? row.phone : '',
    position: ranked.position,
    subPosition: ranked.letter,
    paidAdvance: row.paid_advance === 1,
    isGroupLeader: row.group_size > 1,
    groupSize: row.group_size,
    groupMembers: members.map((member) =>
      viewer.kind === 'owner'
        ? {
            nome: member.nome,
            email: '',
            telefone: '',
            dataNascimento: member.dataNascimento ?? '',
            cpf: member.cpf ?? '',
          }
        : { nome: seesAll ? member.nome : maskName(member.nome), email: '', telefone: '' },
    ),
    estimatedWaitMinutes: estimatedWaitMinutes(ranked.position, minutesPerPosition),
    isMe: viewer.kind === 'client' && viewer.clientId === row.client_id,
    entrouEm: new Date(row.joined_at).toISOString(),
    origem: viewer.kind === 'owner' ? row.origin : null,
  };
}

export type ClientEntry = QueueEntry;

/** Ranks the waiting tickets (already in service order) and builds their entries. */
export function toClientEntries(
  rows: TicketRow[],
  minutesPerPosition: number,
  viewer: Viewer,
): ClientEntry[] {
  const ranked = rankTickets(rows.map((r) => ({ id: r.id, slot: r.slot, seq: r.seq, size: r.group_size })));
  const byId = new Map(ranked.map((r) => [r.id, r]));
  return rows.map((row) => toClientEntry(row, byId.get(row.id) as RankedTicket, minutesPerPosition, viewer));
}

/** The grouped result (`groupedClients`): entries keyed by position number. */
export function groupByPosition(entries: ClientEntry[]): Record<number, ClientEntry[]> {
  const grouped: Record<number, ClientEntry[]> = {};
  for (const entry of entries) {
    const list = grouped[entry.position] ?? [];
    list.push(entry);
    grouped[entry.position] = list;
  }
  return grouped;
}
