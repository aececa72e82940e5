import type { QueueEvent } from '@vez/domain';
import { describe, expect, it } from 'vitest';
import { readsQueueAgain } from './reads-again';

function event(type: string, changes: string[], version: number): QueueEvent {
  return {
    type,
    changes,
    version,
    queue: {
      id: 1,
      status: 'ativa',
      totalPessoas: 2,
      totalTickets: 2,
      posicoesOcupadas: 2,
      minutosPorPosicao: 5,
      baseadoEm: 0,
      faixa: null,
    },
    me: null,
  };
}

describe('readsQueueAgain', () => {
  it('reads again after an edit, whatever else the message brings', () => {
    expect(readsQueueAgain(event('edited', ['edited'], 8), 7)).toBe(true);
    expect(readsQueueAgain(event('joined', ['joined', 'edited'], 8), 7)).toBe(true);
  });

  it('does not read again for what the summary carries', () => {
    for (const change of ['joined', 'left', 'called', 'advanced', 'paused', 'updated', 'broadcast']) {
      expect(readsQueueAgain(event(change, [change], 8), 7), change).toBe(false);
    }
    // A burst: three changes, three versions.
    expect(readsQueueAgain(event('joined', ['joined', 'left', 'joined'], 10), 7)).toBe(false);
  });

  it('reads again when a message jumps more versions than the changes it names', () => {
    // A change announced while the stream was being set up, or lost with the bus, or never published.
    expect(readsQueueAgain(event('updated', ['updated'], 9), 7)).toBe(true);
    expect(readsQueueAgain(event('joined', ['joined'], 12), 7)).toBe(true);
  });

  it('reads again when a reopened stream starts past what the screen holds, not when it resumes', () => {
    expect(readsQueueAgain(event('snapshot', [], 9), 7)).toBe(true);
    expect(readsQueueAgain(event('snapshot', [], 7), 7)).toBe(false);
    expect(readsQueueAgain(event('resumed', [], 7), 7)).toBe(false);
    // Nothing held yet: the read under way brings the queue as it is.
    expect(readsQueueAgain(event('snapshot', [], 9), undefined)).toBe(false);
  });
});
