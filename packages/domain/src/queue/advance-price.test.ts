import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advancePriceCents, reaisToCents } from './advance-price';

/** Exact half-up rounding of base * 1.15^(n-1), written independently with decimal strings. */
function exactHalfUp(base: number, n: number): bigint {
  // base * 115^(n-1) has 2(n-1) implied decimals; round at the units.
  const scaled = BigInt(base) * 115n ** BigInt(n - 1);
  const digits = 2 * (n - 1);
  if (digits === 0) return scaled;
  const text = scaled.toString().padStart(digits + 1, '0');
  const integer = BigInt(text.slice(0, text.length - digits));
  const firstDecimal = Number(text[text.length - digits]);
  return firstDecimal >= 5 ? integer + 1n : integer;
}

describe('advancePriceCents', () => {
  it('follows the table for R$ 10,00', () => {
    // Exact values: 1000, 1150, 1322.5, 1520.875, 1749.00625, 2011.3571875, 2313.060765625, 2660.0198804...
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => advancePriceCents(n))).toEqual([
      1000, 1150, 1323, 1521, 1749, 2011, 2313, 2660,
    ]);
  });

  it('rounds an exact half up where binary floating point would not', () => {
    // 1000 * 1.15 ** 2 is 1322.4999999999998 in floating point.
    expect(Math.round(1000 * 1.15 ** 2)).toBe(1322);
    expect(advancePriceCents(3)).toBe(1323);
    expect(advancePriceCents(2, 1250)).toBe(1438); // 1437.5
  });

  it('is free for n <= 0 and refuses nonsense inputs', () => {
    expect(advancePriceCents(0)).toBe(0);
    expect(advancePriceCents(-3, 5000)).toBe(0);
    expect(() => advancePriceCents(1.5)).toThrow(RangeError);
    expect(() => advancePriceCents(1, -1)).toThrow(RangeError);
    expect(() => advancePriceCents(1, 10.5)).toThrow(RangeError);
  });

  it('never decreases with n and equals the exact value rounded half up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 20 }), (base, n) => {
        const price = advancePriceCents(n, base);
        expect(BigInt(price)).toBe(exactHalfUp(base, n));
        expect(advancePriceCents(n + 1, base)).toBeGreaterThanOrEqual(price);
      }),
      { numRuns: 400 },
    );
  });
});

describe('reaisToCents', () => {
  it('removes binary noise', () => {
    expect(reaisToCents(10)).toBe(1000);
    expect(reaisToCents(12.5)).toBe(1250);
    expect(reaisToCents(0.29)).toBe(29);
    expect(reaisToCents(1.005 + 0.005)).toBe(101);
  });
});
