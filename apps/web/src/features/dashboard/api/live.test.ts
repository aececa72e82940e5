import { describe, expect, it } from 'vitest';
import { queueStatsOf } from '../test-data';
import { openQueues } from './live';

describe('dashboard live rules', () => {
  it('follows every queue that is not closed', () => {
    const all = [
      queueStatsOf({ queueId: 1, status: 'ativa' }),
      queueStatsOf({ queueId: 2, status: 'encerrada' }),
      queueStatsOf({ queueId: 3, status: 'agendada' }),
    ];
    expect(openQueues(all).map((row) => row.queueId)).toEqual([1, 3]);
  });
});
