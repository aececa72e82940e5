import type { QueueEvent } from '@vez/domain';
import { describe, expect, it } from 'vitest';
import { queueStatsOf } from '../test-data';
import { dashboardNeedsRefresh, openQueues } from './live';

function event(overrides: Partial<QueueEvent> = {}, queue: Partial<QueueEvent['queue']> = {}): QueueEvent {
  return {
    type: 'snapshot',
    changes: [],
    version: 4,
    queue: {
      id: 1,
      status: 'ativa',
      totalPessoas: 2,
      totalTickets: 2,
      posicoesOcupadas: 2,
      minutosPorPosicao: 5,
      baseadoEm: 4,
      faixa: [4, 6],
      ...queue,
    },
    me: null,
    ...overrides,
  };
}

describe('dashboard live rules', () => {
  const rows = [queueStatsOf({ queueId: 1, pessoasAguardando: 2, versao: 4 })];

  it('reads the figures again on changes, not on an opening snapshot of the version they were read at', () => {
    expect(dashboardNeedsRefresh(event(), rows)).toBe(false);
    expect(dashboardNeedsRefresh(event({ version: 3 }), rows)).toBe(false);
    expect(dashboardNeedsRefresh(event({ type: 'called', changes: ['called'] }), rows)).toBe(true);
    expect(dashboardNeedsRefresh(event({ type: 'resumed' }), rows)).toBe(false);
    expect(dashboardNeedsRefresh(event({}, { id: 9 }), rows)).toBe(true);
  });

  it('reads them again when the opening snapshot is newer, even with the same status and people waiting', () => {
    // A call and a join between the figures' read and the stream's opening: served changed, waiting did not.
    expect(dashboardNeedsRefresh(event({ version: 6 }), rows)).toBe(true);
  });

  it('follows every queue that is not closed', () => {
    const all = [
      queueStatsOf({ queueId: 1, status: 'ativa' }),
      queueStatsOf({ queueId: 2, status: 'encerrada' }),
      queueStatsOf({ queueId: 3, status: 'agendada' }),
    ];
    expect(openQueues(all).map((row) => row.queueId)).toEqual([1, 3]);
  });
});
