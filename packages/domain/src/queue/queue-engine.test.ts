import { describe, expect, it } from 'vitest';
import {
  advanceTargetSlot,
  advanceTicket,
  callNext,
  emptyQueue,
  findRanked,
  joinQueue,
  leaveQueue,
  type QueueModel,
  rankedQueue,
  serviceOrder,
  setQueueStatus,
} from './queue-engine';

function joinAll(ids: number[], model = emptyQueue()): QueueModel {
  return ids.reduce((m, id) => joinQueue(m, { id, size: 1 }), model);
}

function layout(model: QueueModel): string[] {
  return rankedQueue(model).map((t) => `${t.id}:${t.position}${t.letter}`);
}

describe('queue engine', () => {
  it('starts empty and active unless told otherwise', () => {
    expect(emptyQueue()).toEqual({ status: 'ativa', nextSlot: 1, nextSeq: 1, waiting: [], served: [] });
    expect(emptyQueue('pausada').status).toBe('pausada');
  });

  it('puts each join alone at the last position', () => {
    const model = joinQueue(joinAll([10, 11]), { id: 12, size: 3 });
    expect(layout(model)).toEqual(['10:1a', '11:2a', '12:3a']);
    expect(findRanked(model, 12)).toMatchObject({ size: 3, position: 3, letter: 'a' });
  });

  it('refuses a repeated ticket id, waiting or already served', () => {
    const model = joinAll([1, 2]);
    expect(() => joinQueue(model, { id: 2, size: 1 })).toThrow();
    const { model: afterCall } = callNext(model);
    expect(() => joinQueue(afterCall, { id: 1, size: 1 })).toThrow();
  });

  it('calls in service order and keeps who was served', () => {
    let model = joinAll([1, 2, 3]);
    model = advanceTicket(model, 3, 2); // 3 joins position 1 as 'b'
    const calls: (number | undefined)[] = [];
    for (let i = 0; i < 4; i++) {
      const result = callNext(model);
      calls.push(result.called?.id);
      model = result.model;
    }
    expect(calls).toEqual([1, 3, 2, undefined]);
    expect(model.served).toEqual([1, 3, 2]);
    expect(model.waiting).toEqual([]);
  });

  it('collapses the position a leave empties', () => {
    const model = leaveQueue(joinAll([1, 2, 3]), 2);
    expect(layout(model)).toEqual(['1:1a', '3:2a']);
    expect(leaveQueue(model, 99)).toBe(model);
  });

  it('moves an advancing ticket to the last letter of the target position', () => {
    let model = joinAll([1, 2, 3, 4, 5]);
    model = advanceTicket(model, 5, 3); // from 5 to 2
    expect(layout(model)).toEqual(['1:1a', '2:2a', '5:2b', '3:3a', '4:4a']);
    model = advanceTicket(model, 4, 2); // from 4 to 2, after 5
    expect(layout(model)).toEqual(['1:1a', '2:2a', '5:2b', '4:2c', '3:3a']);
  });

  it('clamps an advance to the first position and ignores n <= 0 and unknown tickets', () => {
    const model = joinAll([1, 2, 3]);
    expect(layout(advanceTicket(model, 3, 10))).toEqual(['1:1a', '3:1b', '2:2a']);
    expect(advanceTicket(model, 3, 0)).toBe(model);
    expect(advanceTicket(model, 3, -2)).toBe(model);
    expect(advanceTicket(model, 1, 1)).toBe(model);
    expect(advanceTicket(model, 42, 1)).toBe(model);
  });

  it('keeps the letter of a ticket that is already first when its advance is clamped to nothing', () => {
    let model = advanceTicket(joinAll([1, 2]), 2, 1); // 1:1a, 2:1b
    model = advanceTicket(model, 1, 3);
    expect(layout(model)).toEqual(['1:1a', '2:1b']);
  });

  it('does not mutate the model it is given', () => {
    const model = joinAll([1, 2, 3]);
    const copy = structuredClone(model);
    joinQueue(model, { id: 4, size: 1 });
    leaveQueue(model, 2);
    callNext(model);
    advanceTicket(model, 3, 1);
    setQueueStatus(model, 'encerrada');
    expect(model).toEqual(copy);
  });

  it('ends every waiting ticket when the queue is closed', () => {
    const model = setQueueStatus(joinAll([1, 2]), 'encerrada');
    expect(model.status).toBe('encerrada');
    expect(model.waiting).toEqual([]);
    expect(setQueueStatus(joinAll([1]), 'pausada').waiting).toHaveLength(1);
  });

  it('lists the service order', () => {
    expect(serviceOrder(advanceTicket(joinAll([1, 2, 3]), 3, 1))).toEqual([1, 2, 3]);
    expect(serviceOrder(advanceTicket(joinAll([1, 2, 3]), 3, 2))).toEqual([1, 3, 2]);
  });
});

describe('advanceTargetSlot', () => {
  const slots = [3, 7, 8, 12];

  it('returns the slot of position (p - n)', () => {
    expect(advanceTargetSlot(slots, 12, 1)).toBe(8);
    expect(advanceTargetSlot(slots, 12, 3)).toBe(3);
    expect(advanceTargetSlot(slots, 8, 1)).toBe(7);
  });

  it('clamps to position 1 and keeps the slot for n <= 0 or the first position', () => {
    expect(advanceTargetSlot(slots, 12, 8)).toBe(3);
    expect(advanceTargetSlot(slots, 12, 0)).toBe(12);
    expect(advanceTargetSlot(slots, 12, -1)).toBe(12);
    expect(advanceTargetSlot(slots, 3, 2)).toBe(3);
  });

  it('tolerates unsorted or repeated slots', () => {
    expect(advanceTargetSlot([12, 3, 8, 8, 7, 3], 12, 2)).toBe(7);
  });
});
