import type { QueueWithMine, RecentOutcome } from '../api/queue-types';

/** How the client's last ticket here ended, as the queue view's banner shows it; null while waiting. */
export type Outcome = RecentOutcome['status'] | null;

interface Watched {
  ticketId: number;
  name: string;
}

/** What the page remembers between two reads of the detail (each read is one step). */
export interface OutcomeMemory {
  /** The ticket waiting at the last read; undefined before the first read. */
  watching: Watched | null | undefined;
  /** The last recall seen here: a new one ('Chamar novamente') alerts the client again. */
  recalled: string | null | undefined;
  /** A ticket told 'left' here: if that ticket turns out to have been called, the call wins. */
  leftTicket: Watched | null;
  /** The no-show already shown, so each re-read of the detail does not announce it again. */
  noShowSeen: number | null;
  /** The call shown here, so its 'Desfazer' by the establishment (decision 051) is told when undone. */
  calledSeen: number | null;
}

export const NOTHING_SEEN: OutcomeMemory = {
  watching: undefined,
  recalled: undefined,
  leftTicket: null,
  noShowSeen: null,
  calledSeen: null,
};

export interface OutcomeStep {
  memory: OutcomeMemory;
  /** The banner's state after this read; absent when it stays as it was. */
  outcome?: Outcome;
  /** A change seen on this page, for the page to tell (toast, vibration); `name` of the ticket when known. */
  notify?: { outcome: Exclude<Outcome, null>; name: string | null };
  /** The call shown here was undone: the client is back in the line at this position. */
  undoneAt?: number;
}

/**
 * One read of the detail, as the banner reads it: the arrival shows how the last ticket ended (a client
 * who opens the page after being called still reads "É a sua vez!"), but only a change seen on this page
 * is to be told. Pure, so every path of the five memories is tested without rendering.
 */
export function nextOutcome(
  memory: OutcomeMemory,
  data: Pick<QueueWithMine, 'minhaPosicao' | 'meuUltimoTicket'>,
): OutcomeStep {
  const before = memory.watching;
  const mine = data.minhaPosicao;
  const watching = mine ? { ticketId: mine.id, name: mine.nome } : null;
  if (mine) {
    const undone = memory.calledSeen === mine.id ? { undoneAt: mine.position } : {};
    return { memory: { ...memory, watching, calledSeen: null }, outcome: null, ...undone };
  }
  const ended = data.meuUltimoTicket;
  const recall = ended?.status === 'called' ? (ended.chamadoNovamenteEm ?? null) : null;
  const newRecall = memory.recalled !== undefined && recall !== null && recall !== memory.recalled;
  const seenBefore = memory.noShowSeen;
  const next: OutcomeMemory = {
    ...memory,
    watching,
    recalled: recall,
    noShowSeen: ended?.status === 'no_show' ? ended.ticketId : null,
    calledSeen: ended?.status === 'called' ? ended.ticketId : null,
  };
  if (before === undefined) return { memory: next, outcome: ended?.status ?? null };
  if (ended?.status === 'called' && ended.ticketId === seenBefore) {
    // The 'Não compareceu' shown here was undone (decision 051): the call stands again, quietly, even
    // when it carries an earlier 'Chamar novamente' this page had not seen.
    return { memory: next, outcome: 'called' };
  }
  if (before) {
    const status = ended?.ticketId === before.ticketId ? ended.status : 'left';
    const leftTicket = status === 'left' ? before : null;
    return {
      memory: { ...next, leftTicket },
      outcome: status,
      notify: { outcome: status, name: before.name },
    };
  }
  if (newRecall) return { memory: next, outcome: 'called', notify: { outcome: 'called', name: null } };
  if (ended?.status === 'no_show' && ended.ticketId !== seenBefore) {
    // The call shown here was marked 'Não compareceu': 'É a sua vez!' gives way to why (decision 044).
    return { memory: next, outcome: 'no_show', notify: { outcome: 'no_show', name: null } };
  }
  const left = memory.leftTicket;
  if (ended?.status === 'called' && ended.ticketId === left?.ticketId) {
    // A picture read just before the call was known said 'left'; the call that follows corrects it.
    return {
      memory: { ...next, leftTicket: null },
      outcome: 'called',
      notify: { outcome: 'called', name: left.name },
    };
  }
  return { memory: next };
}
