import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { letterFor } from './positions';
import {
  advanceTicket,
  callNext,
  emptyQueue,
  findRanked,
  joinQueue,
  leaveQueue,
  type QueueModel,
  rankedQueue,
  serviceOrder,
} from './queue-engine';
import { advanceRefusal, maxAdvanceFor } from './queue-rules';

/**
 * Random sequences of operations against the model, checking the queue's invariants (dense positions,
 * letters in arrival order, service by position then letter) after every step, plus an independent
 * "list of positions" implementation the model must agree with.
 */

type Op =
  | { kind: 'join'; size: number }
  | { kind: 'leave'; pick: number }
  | { kind: 'call' }
  | { kind: 'advance'; pick: number; n: number }
  // Skips advanceRefusal, as a payment confirmed after the client moved up does: the model must clamp.
  | { kind: 'rawAdvance'; pick: number; n: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('join' as const), size: fc.integer({ min: 1, max: 8 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'call' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      pick: fc.nat(),
      n: fc.integer({ min: -3, max: 25 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rawAdvance' as const),
      pick: fc.nat(),
      n: fc.integer({ min: -3, max: 25 }),
    }),
  },
);

const scenarioArb = fc.record({
  maxAdvances: fc.integer({ min: 1, max: 20 }),
  ops: fc.array(opArb, { minLength: 1, maxLength: 60 }),
});

/** The naive reading of the rules: an array of positions, each an array of ticket ids in letter order. */
type Buckets = number[][];

function naiveRemove(buckets: Buckets, id: number): Buckets {
  return buckets.map((b) => b.filter((x) => x !== id)).filter((b) => b.length > 0);
}

function asBuckets(model: QueueModel): Buckets {
  const buckets: Buckets = [];
  for (const t of rankedQueue(model)) {
    const bucket = buckets[t.position - 1] ?? [];
    bucket.push(t.id);
    buckets[t.position - 1] = bucket;
  }
  return buckets;
}

function without(list: readonly number[], id: number): number[] {
  return list.filter((x) => x !== id);
}

function pickWaiting(model: QueueModel, pick: number): number | null {
  const order = serviceOrder(model);
  return order.length === 0 ? null : (order[pick % order.length] ?? null);
}

function checkInvariants(model: QueueModel, gone: ReadonlySet<number>): void {
  const ranked = rankedQueue(model);
  const distinctSlots = new Set(model.waiting.map((t) => t.slot)).size;
  // Dense positions 1..P, in service order.
  let expectedPosition = 0;
  let indexInSlot = 0;
  let previousSeq = Number.NEGATIVE_INFINITY;
  for (const t of ranked) {
    if (t.position === expectedPosition + 1) {
      expectedPosition = t.position;
      indexInSlot = 0;
    } else {
      expect(t.position).toBe(expectedPosition);
      indexInSlot += 1;
      expect(t.seq).toBeGreaterThan(previousSeq);
    }
    // Letters a, b, ... in order of arrival at the position.
    expect(t.letter).toBe(letterFor(indexInSlot));
    previousSeq = t.seq;
  }
  expect(expectedPosition).toBe(distinctSlots);
  // Nobody served twice; no called or left ticket waiting again.
  expect(new Set(model.served).size).toBe(model.served.length);
  for (const t of model.waiting) expect(gone.has(t.id)).toBe(false);
  // The model's counters stay ahead of what is in use, so future joins land last.
  for (const t of model.waiting) {
    expect(t.slot).toBeLessThan(model.nextSlot);
    expect(t.seq).toBeLessThan(model.nextSeq);
  }
}

describe('queue engine properties', () => {
  it('keeps every invariant of the fila bidimensional over random operation sequences', () => {
    fc.assert(
      fc.property(scenarioArb, ({ maxAdvances, ops }) => {
        let model = emptyQueue();
        let naive: Buckets = [];
        let nextId = 1;
        const gone = new Set<number>();

        for (const op of ops) {
          const before = serviceOrder(model);
          const positionsBefore = asBuckets(model).length;

          if (op.kind === 'join') {
            const id = nextId++;
            model = joinQueue(model, { id, size: op.size });
            naive = [...naive, [id]];
            const ranked = findRanked(model, id);
            expect(ranked).toMatchObject({ position: positionsBefore + 1, letter: 'a', size: op.size });
            expect(serviceOrder(model)).toEqual([...before, id]);
          } else if (op.kind === 'leave') {
            const id = pickWaiting(model, op.pick);
            if (id === null) continue;
            model = leaveQueue(model, id);
            naive = naiveRemove(naive, id);
            gone.add(id);
            expect(serviceOrder(model)).toEqual(without(before, id));
          } else if (op.kind === 'call') {
            const { model: next, called } = callNext(model);
            model = next;
            if (before.length === 0) {
              expect(called).toBeNull();
            } else {
              expect(called?.id).toBe(before[0]);
              const id = before[0] as number;
              naive = naiveRemove(naive, id);
              gone.add(id);
              expect(model.served.at(-1)).toBe(id);
              expect(serviceOrder(model)).toEqual(before.slice(1));
            }
          } else {
            const id = pickWaiting(model, op.pick);
            if (id === null) continue;
            const old = findRanked(model, id);
            if (!old) throw new Error('picked ticket is not waiting');
            const max = maxAdvanceFor(old.position, maxAdvances);
            let n = op.n;
            if (op.kind === 'advance') {
              const refusal = advanceRefusal({
                position: old.position,
                positions: op.n,
                maxAdvances,
                waitingTickets: before.length,
              });
              const allowed = before.length > 1 && old.position > 1 && op.n >= 1 && op.n <= max;
              expect(refusal === null).toBe(allowed);
              if (refusal !== null) continue;
            } else {
              // The clamp: never ahead of position 1, nothing for n <= 0.
              n = Math.max(0, Math.min(op.n, old.position - 1));
            }
            const previous = model;
            model = advanceTicket(model, id, op.n);
            if (n === 0) {
              expect(model).toBe(previous);
              continue;
            }
            const now = findRanked(model, id);
            expect(now?.position).toBe(old.position - n);
            expect(now?.position).toBeGreaterThanOrEqual(1);
            // Last letter at its new position: it arrived there last.
            const sameSpot = rankedQueue(model).filter((t) => t.position === now?.position);
            expect(sameSpot.at(-1)?.id).toBe(id);
            expect(without(serviceOrder(model), id)).toEqual(without(before, id));
            // Naive version: insert at the end of bucket (p - n), then collapse the old bucket if empty.
            const target = old.position - 1 - n;
            naive = naive.map((b, i) => (i === target ? [...b.filter((x) => x !== id), id] : b));
            naive = naive.map((b, i) => (i === old.position - 1 ? b.filter((x) => x !== id) : b));
            naive = naive.filter((b) => b.length > 0);
          }
          checkInvariants(model, gone);
          expect(asBuckets(model)).toEqual(naive);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('serves everyone exactly once when the queue is drained', () => {
    fc.assert(
      fc.property(scenarioArb, ({ ops }) => {
        let model = emptyQueue();
        let nextId = 1;
        for (const op of ops) {
          if (op.kind === 'join') model = joinQueue(model, { id: nextId++, size: op.size });
          else if (op.kind === 'advance' || op.kind === 'rawAdvance') {
            const id = pickWaiting(model, op.pick);
            if (id !== null) model = advanceTicket(model, id, op.n);
          } else if (op.kind === 'call') model = callNext(model).model;
        }
        const remaining = serviceOrder(model);
        const servedBefore = [...model.served];
        while (model.waiting.length > 0) model = callNext(model).model;
        expect(model.served).toEqual([...servedBefore, ...remaining]);
        expect(new Set(model.served).size).toBe(nextId - 1);
      }),
      { numRuns: 200 },
    );
  });
});
