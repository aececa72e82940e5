import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { letterFor, peopleCount, rankTickets } from './positions';
import { advanceTargetSlot } from './queue-engine';
import { estimatedWaitMinutes } from './wait-estimate';

/** Waiting tickets as SQL may return them: any order, unique ids and (slot, seq) pairs. */
const waitingArb = fc
  .uniqueArray(fc.record({ slot: fc.integer({ min: 1, max: 30 }), seq: fc.integer({ min: 1, max: 500 }) }), {
    selector: (t) => `${t.slot}:${t.seq}`,
    maxLength: 40,
  })
  .chain((pairs) =>
    fc
      .tuple(...pairs.map(() => fc.integer({ min: 1, max: 8 })))
      .map((sizes) => pairs.map((p, i) => ({ id: i + 1, slot: p.slot, seq: p.seq, size: sizes[i] ?? 1 }))),
  );

describe('ranking properties', () => {
  it('does not depend on the order the rows arrive in', () => {
    fc.assert(
      fc.property(
        waitingArb.chain((w) => fc.tuple(fc.constant(w), fc.shuffledSubarray(w, { minLength: w.length }))),
        ([waiting, shuffled]) => {
          expect(rankTickets(shuffled)).toEqual(rankTickets(waiting));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives dense positions, one per distinct slot, and letters by seq', () => {
    fc.assert(
      fc.property(waitingArb, (waiting) => {
        const ranked = rankTickets(waiting);
        const slots = [...new Set(waiting.map((t) => t.slot))].sort((a, b) => a - b);
        expect(ranked).toHaveLength(waiting.length);
        for (const t of ranked) {
          expect(t.position).toBe(slots.indexOf(t.slot) + 1);
          const before = waiting.filter((o) => o.slot === t.slot && o.seq < t.seq).length;
          expect(t.letter).toBe(letterFor(before));
        }
        expect(peopleCount(ranked)).toBe(waiting.reduce((sum, t) => sum + t.size, 0));
      }),
      { numRuns: 300 },
    );
  });

  it('letters are unique and sort like their indexes (shorter first, then alphabetical)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 20_000 }), (i, j) => {
        const [a, b] = [letterFor(i), letterFor(j)];
        const order = a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
        expect(Math.sign(order)).toBe(Math.sign(i - j));
        expect(a).toMatch(/^[a-z]+$/);
      }),
      { numRuns: 300 },
    );
  });

  it('an advance target is the slot of position max(1, p - n), or the same slot when n <= 0', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.integer({ min: -5, max: 40 }),
        (slots, pick, n) => {
          const sorted = [...slots].sort((a, b) => a - b);
          const index = pick % sorted.length;
          const current = sorted[index] as number;
          const expected = n <= 0 ? current : sorted[Math.max(0, index - n)];
          expect(advanceTargetSlot(slots, current, n)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an estimated wait is never negative and never shrinks further back in the queue', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 500 }),
        fc.double({ min: 0, max: 120, noNaN: true }),
        (position, minutes) => {
          const wait = estimatedWaitMinutes(position, minutes);
          expect(wait).toBeGreaterThanOrEqual(0);
          expect(estimatedWaitMinutes(position + 1, minutes)).toBeGreaterThanOrEqual(wait);
        },
      ),
      { numRuns: 300 },
    );
  });
});
