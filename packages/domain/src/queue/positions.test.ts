import { describe, expect, it } from 'vitest';
import { forEachRanked, letterFor, peopleCount, rankTickets } from './positions';

describe('letterFor', () => {
  it('counts like spreadsheet columns', () => {
    expect([0, 1, 2, 25, 26, 27, 51, 52, 701, 702].map(letterFor)).toEqual([
      'a',
      'b',
      'c',
      'z',
      'aa',
      'ab',
      'az',
      'ba',
      'zz',
      'aaa',
    ]);
  });

  it('refuses indexes that are not non-negative integers', () => {
    expect(() => letterFor(-1)).toThrow(RangeError);
    expect(() => letterFor(1.5)).toThrow(RangeError);
  });
});

describe('rankTickets', () => {
  it('gives dense positions by slot and letters by arrival inside the slot', () => {
    const ranked = rankTickets([
      { id: 4, slot: 9, seq: 7, size: 1 },
      { id: 1, slot: 2, seq: 1, size: 3 },
      { id: 3, slot: 2, seq: 6, size: 1 },
      { id: 2, slot: 5, seq: 2, size: 1 },
    ]);
    expect(ranked.map((t) => [t.id, t.position, t.letter])).toEqual([
      [1, 1, 'a'],
      [3, 1, 'b'],
      [2, 2, 'a'],
      [4, 3, 'a'],
    ]);
  });

  it('keeps the ticket fields and does not mutate its input', () => {
    const waiting = [
      { id: 2, slot: 3, seq: 2, size: 2 },
      { id: 1, slot: 1, seq: 1, size: 1 },
    ];
    const copy = structuredClone(waiting);
    expect(rankTickets(waiting)[1]).toEqual({ id: 2, slot: 3, seq: 2, size: 2, position: 2, letter: 'a' });
    expect(waiting).toEqual(copy);
  });

  it('ranks an empty queue as empty', () => {
    expect(rankTickets([])).toEqual([]);
  });
});

describe('peopleCount', () => {
  it('counts every person of a group ticket', () => {
    expect(peopleCount([])).toBe(0);
    expect(peopleCount([{ size: 1 }, { size: 4 }, { size: 1 }])).toBe(6);
  });
});

describe('forEachRanked', () => {
  it('ranks tickets already in service order exactly as rankTickets does', () => {
    const tickets = [
      { id: 1, slot: 1, seq: 1, size: 1 },
      { id: 5, slot: 1, seq: 5, size: 2 },
      { id: 2, slot: 3, seq: 2, size: 1 },
      { id: 3, slot: 4, seq: 3, size: 1 },
      { id: 6, slot: 4, seq: 6, size: 1 },
      { id: 7, slot: 4, seq: 7, size: 1 },
    ];
    const seen: [number, number, string][] = [];
    forEachRanked(tickets, (ticket, position, letter) => seen.push([ticket.id, position, letter]));
    expect(seen).toEqual(rankTickets(tickets).map((t) => [t.id, t.position, t.letter]));
    expect(seen).toEqual([
      [1, 1, 'a'],
      [5, 1, 'b'],
      [2, 2, 'a'],
      [3, 3, 'a'],
      [6, 3, 'b'],
      [7, 3, 'c'],
    ]);
  });
});
