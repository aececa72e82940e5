import type { QueueEvent } from '@vez/domain';
import { describe, expect, it } from 'vitest';
import { listNeedsRefetch, listStreamPlan, MAX_LIST_STREAMS, missedNothing } from './live';

function event(overrides: Partial<QueueEvent> = {}, queue: Partial<QueueEvent['queue']> = {}): QueueEvent {
  return {
    type: 'snapshot',
    changes: [],
    version: 4,
    queue: {
      id: 1,
      status: 'ativa',
      totalPessoas: 3,
      totalTickets: 3,
      posicoesOcupadas: 3,
      minutosPorPosicao: 5,
      baseadoEm: 4,
      faixa: [4, 6],
      ...queue,
    },
    me: null,
    ...overrides,
  };
}

describe('live queue rules', () => {
  it('tells a resumed stream (nothing missed) from a queue that was resumed', () => {
    expect(missedNothing(event({ type: 'resumed' }))).toBe(true);
    expect(missedNothing(event({ type: 'resumed', changes: ['resumed'] }))).toBe(false);
  });

  it('refetches the list on changes and on snapshots newer than the row shown', () => {
    const rows = [{ id: 1, versao: 4 }];
    expect(listNeedsRefetch(event(), rows)).toBe(false);
    // Same people and status, but the name was edited (or one joined and one left) since the read.
    expect(listNeedsRefetch(event({ version: 5 }), rows)).toBe(true);
    expect(listNeedsRefetch(event({ version: 3 }), rows)).toBe(false);
    expect(listNeedsRefetch(event({ type: 'joined', changes: ['joined'] }), rows)).toBe(true);
    expect(listNeedsRefetch(event({ type: 'resumed' }), rows)).toBe(false);
    expect(listNeedsRefetch(event({}, { id: 9 }), rows)).toBe(true);
  });

  it('follows the queues live through one stream and polls when it lists more or the stream is down', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    expect(listStreamPlan(rows, undefined)).toEqual({ followed: [1, 2], poll: false });
    expect(listStreamPlan(rows, 'open').poll).toBe(false);
    expect(listStreamPlan(rows, 'unavailable').poll).toBe(true);
    expect(listStreamPlan(rows, 'connecting').poll).toBe(true);
    // Seven queues fit one stream: no polling (a stream per queue stopped at three).
    const seven = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 }));
    expect(listStreamPlan(seven, 'open')).toEqual({ followed: [1, 2, 3, 4, 5, 6, 7], poll: false });
    const many = Array.from({ length: MAX_LIST_STREAMS + 1 }, (_, i) => ({ id: i + 1 }));
    const plan = listStreamPlan(many, 'open');
    expect(plan.followed).toHaveLength(MAX_LIST_STREAMS);
    expect(plan.poll).toBe(true);
  });
});
