import { isRepeatedDigit, onlyDigits } from './digits';

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function cnpjCheckDigit(base: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CNPJ is valid when it has 14 digits, is not a repeated digit and both check digits match. */
export function isValidCnpj(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || isRepeatedDigit(digits)) return false;
  const first = cnpjCheckDigit(digits.slice(0, 12), FIRST_WEIGHTS);
  const second = cnpjCheckDigit(digits.slice(0, 13), SECOND_WEIGHTS);
  return digits[12] === String(first) && digits[13] === String(second);
}

/** Appends the two check digits to 12 base digits. */
export function completeCnpj(base12: string): string {
  const base = onlyDigits(base12).slice(0, 12).padStart(12, '0');
  const first = cnpjCheckDigit(base, FIRST_WEIGHTS);
  return `${base}${first}${cnpjCheckDigit(`${base}${first}`, SECOND_WEIGHTS)}`;
}

/** Formats up to 14 digits as 00.000.000/0000-00, progressively while typing. */
export function formatCnpj(value: string): string {
  const d = onlyDigits(value).slice(0, 14);
  if (d.length <= 2) return d;
  if (d.length <= 5) return `${d.slice(0, 2)}.${d.slice(2)}`;
  if (d.length <= 8) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5)}`;
  if (d.length <= 12) return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8)}`;
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
}
