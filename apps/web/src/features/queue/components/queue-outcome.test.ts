import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/queue-data';
import type { QueueWithMine, RecentOutcome } from '../api/queue-types';
import { NOTHING_SEEN, nextOutcome, type OutcomeMemory } from './queue-outcome';

type Read = Pick<QueueWithMine, 'minhaPosicao' | 'meuUltimoTicket'>;

const waiting = (position = 3): Read => ({
  minhaPosicao: clientOf({ id: 5, nome: 'Maria Silva', isMe: true, position }),
  meuUltimoTicket: null,
});
const ended = (last: RecentOutcome | null): Read => ({ minhaPosicao: null, meuUltimoTicket: last });
const called = (recall: string | null = null): Read =>
  ended({ ticketId: 5, status: 'called', em: '2026-01-01T12:00:00.000Z', chamadoNovamenteEm: recall });

/** The reads in turn, from nothing seen: each step's outcome and what it tells. */
function follow(...reads: Read[]) {
  let memory: OutcomeMemory = NOTHING_SEEN;
  return reads.map((read) => {
    const step = nextOutcome(memory, read);
    memory = step.memory;
    return { outcome: step.outcome, notify: step.notify, undoneAt: step.undoneAt };
  });
}

describe('nextOutcome', () => {
  it('shows on arrival how the last ticket ended, without telling it', () => {
    expect(follow(called())).toEqual([{ outcome: 'called' }]);
    expect(follow(ended(null))).toEqual([{ outcome: null }]);
    expect(follow(waiting())).toEqual([{ outcome: null }]);
  });

  it('tells a call seen here, with the name of the ticket that was waiting', () => {
    const [, step] = follow(waiting(), called());
    expect(step).toEqual({ outcome: 'called', notify: { outcome: 'called', name: 'Maria Silva' } });
  });

  it('tells a ticket that left (or ended elsewhere) as left', () => {
    const [, step] = follow(waiting(), ended(null));
    expect(step).toEqual({ outcome: 'left', notify: { outcome: 'left', name: 'Maria Silva' } });
  });

  it('lets the call win over a left read just before it was known', () => {
    const steps = follow(waiting(), ended(null), called());
    expect(steps[2]).toEqual({ outcome: 'called', notify: { outcome: 'called', name: 'Maria Silva' } });
  });

  it("tells a new 'Chamar novamente', not the same one read again", () => {
    const steps = follow(called(), called('2026-01-01T12:05:00.000Z'), called('2026-01-01T12:05:00.000Z'));
    expect(steps[1]).toEqual({ outcome: 'called', notify: { outcome: 'called', name: null } });
    expect(steps[2]).toEqual({});
  });

  it('tells a no-show once, and an undone no-show brings the call back quietly', () => {
    const noShow = ended({ ticketId: 5, status: 'no_show' });
    const steps = follow(called(), noShow, noShow, called('2026-01-01T12:05:00.000Z'));
    expect(steps[1]).toEqual({ outcome: 'no_show', notify: { outcome: 'no_show', name: null } });
    expect(steps[2]).toEqual({});
    expect(steps[3]).toEqual({ outcome: 'called' });
  });

  it('says where the client is when the call shown here is undone', () => {
    const steps = follow(called(), waiting(2));
    expect(steps[1]).toEqual({ outcome: null, undoneAt: 2 });
  });
});
