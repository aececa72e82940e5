import { onlyDigits } from '../documents/digits';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'elo' | 'hipercard' | 'diners';

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
};

// Elo's published BIN ranges (the Brazilian brand overlaps Visa's and Mastercard's prefixes, so it is
// checked first). Ranges are [from, to] on the first six digits.
const ELO_RANGES: [number, number][] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

/** The card's brand from its first digits, as typed (partial numbers too); null when unknown yet. */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = onlyDigits(number);
  if (digits.length === 0) return null;
  const six = digits.length >= 6 ? Number(digits.slice(0, 6)) : null;
  if (six !== null && ELO_RANGES.some(([from, to]) => six >= from && six <= to)) return 'elo';
  if (/^(606282|3841[046]0)/.test(digits)) return 'hipercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  return null;
}
