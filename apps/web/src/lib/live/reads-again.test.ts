import type { QueueEvent } from '@vez/domain';
import { describe, expect, it } from 'vitest';
import { missedNothing, readsAgain } from './reads-again';

/** An event as the client's screens hear it: `type`, the changes it names, the version it brings. */
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

/** An event as the owner's screens hear it: an opening snapshot of version 4 unless told otherwise. */
function ownerEvent(overrides: Partial<QueueEvent> = {}): QueueEvent {
  return { ...event('snapshot', [], 4), ...overrides };
}

describe('readsAgain, for a screen that applies the summary (queue view, Minhas Filas)', () => {
  const clientReads = (e: QueueEvent, held: number | undefined) => readsAgain(e, held, 'applies-summary');

  it('reads again after an edit, whatever else the message brings', () => {
    expect(clientReads(event('edited', ['edited'], 8), 7)).toBe(true);
    expect(clientReads(event('joined', ['joined', 'edited'], 8), 7)).toBe(true);
  });

  it('does not read again for what the summary carries', () => {
    for (const change of ['joined', 'left', 'called', 'advanced', 'paused', 'updated', 'broadcast']) {
      expect(clientReads(event(change, [change], 8), 7), change).toBe(false);
    }
    // A burst: three changes, three versions.
    expect(clientReads(event('joined', ['joined', 'left', 'joined'], 10), 7)).toBe(false);
  });

  it('reads again when a message jumps more versions than the changes it names', () => {
    // A change announced while the stream was being set up, or lost with the bus, or never published.
    expect(clientReads(event('updated', ['updated'], 9), 7)).toBe(true);
    expect(clientReads(event('joined', ['joined'], 12), 7)).toBe(true);
  });

  it('reads again when a reopened stream starts past what the screen holds, not when it resumes', () => {
    expect(clientReads(event('snapshot', [], 9), 7)).toBe(true);
    expect(clientReads(event('snapshot', [], 7), 7)).toBe(false);
    expect(clientReads(event('resumed', [], 7), 7)).toBe(false);
    // Nothing held yet: the read under way brings the queue as it is.
    expect(clientReads(event('snapshot', [], 9), undefined)).toBe(false);
  });
});

describe('readsAgain, for a screen that applies nothing (the owner’s list, detail and dashboard)', () => {
  const rows = [{ id: 1, versao: 4 }];
  /** The owner's screens hold each queue at the version its row was read at. */
  const needsRead = (e: QueueEvent) =>
    readsAgain(e, rows.find((row) => row.id === e.queue.id)?.versao, 'applies-nothing');

  it('tells a resumed stream (nothing missed) from a queue that was resumed', () => {
    expect(missedNothing(ownerEvent({ type: 'resumed' }))).toBe(true);
    expect(missedNothing(ownerEvent({ type: 'resumed', changes: ['resumed'] }))).toBe(false);
  });

  it('reads again on changes and on snapshots newer than the row shown', () => {
    expect(needsRead(ownerEvent())).toBe(false);
    // Same people and status, but the name was edited (or one joined and one left) since the read.
    expect(needsRead(ownerEvent({ version: 5 }))).toBe(true);
    expect(needsRead(ownerEvent({ version: 3 }))).toBe(false);
    expect(needsRead(ownerEvent({ type: 'joined', changes: ['joined'] }))).toBe(true);
    expect(needsRead(ownerEvent({ type: 'called', changes: ['called'] }))).toBe(true);
    expect(needsRead(ownerEvent({ type: 'resumed' }))).toBe(false);
    const other = ownerEvent();
    expect(needsRead({ ...other, queue: { ...other.queue, id: 9 } })).toBe(true);
  });

  it('reads again when the opening snapshot is newer, even with the same status and people waiting', () => {
    // A call and a join between the figures' read and the stream's opening: served changed, waiting did not.
    expect(needsRead(ownerEvent({ version: 6 }))).toBe(true);
  });
});
