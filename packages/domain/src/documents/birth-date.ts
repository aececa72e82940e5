import { onlyDigits } from './digits';

const OLDEST_AGE_YEARS = 130;

/**
 * Reads a birth date typed as DD/MM/AAAA (or its 8 digits) and returns it as ISO YYYY-MM-DD,
 * or null when it is not a real calendar date between 130 years ago and today.
 */
export function parseBirthDate(value: string, today: Date = new Date()): string | null {
  const d = onlyDigits(value);
  if (d.length !== 8) return null;
  const day = Number(d.slice(0, 2));
  const month = Number(d.slice(2, 4));
  const year = Number(d.slice(4, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (date.getTime() > todayUtc) return null;
  if (year < today.getUTCFullYear() - OLDEST_AGE_YEARS) return null;
  return `${d.slice(4, 8)}-${d.slice(2, 4)}-${d.slice(0, 2)}`;
}

/** Formats up to 8 digits as DD/MM/AAAA while typing. */
export function formatBirthDate(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** ISO YYYY-MM-DD to DD/MM/AAAA for display. */
export function isoToBirthDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
}
