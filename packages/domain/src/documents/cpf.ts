import { isRepeatedDigit, onlyDigits } from './digits';

function cpfCheckDigit(base: string): number {
  const weightStart = base.length + 1;
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += Number(base[i]) * (weightStart - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A CPF is valid when it has 11 digits, is not a repeated digit and both check digits match. */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || isRepeatedDigit(digits)) return false;
  const first = cpfCheckDigit(digits.slice(0, 9));
  const second = cpfCheckDigit(digits.slice(0, 10));
  return digits[9] === String(first) && digits[10] === String(second);
}

/** Appends the two check digits to 9 base digits (for seeds and fixtures that need stable valid CPFs). */
export function completeCpf(base9: string): string {
  const base = onlyDigits(base9).slice(0, 9).padStart(9, '0');
  const first = cpfCheckDigit(base);
  return `${base}${first}${cpfCheckDigit(`${base}${first}`)}`;
}

/** Formats up to 11 digits as 000.000.000-00, progressively while typing. */
export function formatCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
