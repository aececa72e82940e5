/**
 * Price of a paid advance: base x 1.15^(n-1), rounded half-up to the cent from
 * the exact decimal value. Binary floating point gets cases like 1322.5 wrong, so the value is kept
 * as the exact fraction base*115^(n-1) / 100^(n-1) in BigInt and rounded once.
 */

/** R$ 10,00, the default valor_avancos. */
export const DEFAULT_ADVANCE_PRICE_CENTS = 1000;

export function advancePriceCents(positions: number, basePriceCents = DEFAULT_ADVANCE_PRICE_CENTS): number {
  if (!(positions > 0)) return 0;
  if (!Number.isInteger(positions)) throw new RangeError(`positions must be an integer, got ${positions}`);
  if (!Number.isSafeInteger(basePriceCents) || basePriceCents < 0) {
    throw new RangeError(`basePriceCents must be a non-negative integer, got ${basePriceCents}`);
  }
  const exponent = BigInt(positions - 1);
  const numerator = BigInt(basePriceCents) * 115n ** exponent;
  const denominator = 100n ** exponent;
  // Half-up for a non-negative fraction: floor(x + 1/2) = floor((2num + den) / 2den).
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * Reais as typed in a form (10, 12.5) to integer cents. Values carry at most 2 decimals (the schema
 * checks), so rounding only removes binary noise such as 0.29 * 100 = 28.999999999999996.
 */
export function reaisToCents(reais: number): number {
  return Math.round(reais * 100);
}
