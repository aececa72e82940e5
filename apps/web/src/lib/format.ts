import { BRASILIA_OFFSET_MS, formatCents, groupThousands } from '@vez/domain';

/** Money as shown in Brazil, from exact cents: 1000 -> "R$ 10,00". */
export function formatMoney(cents: number): string {
  return formatCents(cents);
}

/**
 * Numbers are written here, not by `Intl.NumberFormat`: the first `Intl` object a page builds starts the
 * browser's locale data, 15–30 ms of main thread on this machine (about four times that on a cheap phone),
 * and every logged-in screen shows a number in its first draw (issue 18, decision 034). Same output as
 * `Intl.NumberFormat('pt-BR', { maximumFractionDigits })` (format.test.ts compares them): the shortest
 * decimal that names the number, rounded half away from zero, '.' between thousands and ',' before decimals.
 */
function formatDecimal(value: number, maximumFractionDigits: number): string {
  const text = String(Math.abs(value));
  // Below 1e-6 String() writes an exponent; at three decimals at most, that is a zero (a float's leftover,
  // 0.1 + 0.2 - 0.3, say), written without starting Intl.
  if (/e-/.test(text)) return value < 0 ? '-0' : '0';
  // NaN, ∞ and 1e21 and beyond never reach a screen; Intl still says them right.
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return new Intl.NumberFormat('pt-BR', { maximumFractionDigits }).format(value);
  }
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
  if (fraction.charCodeAt(maximumFractionDigits) >= 53 /* '5' */) digits = addOneToLastDigit(digits);
  const integer = digits.slice(0, digits.length - maximumFractionDigits) || '0';
  const decimals = digits.slice(digits.length - maximumFractionDigits).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${groupThousands(integer)}${decimals ? `,${decimals}` : ''}`;
}

/** "0999" -> "1000", "99" -> "100": a decimal string of digits, one more in its last place. */
function addOneToLastDigit(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${Number(digits[i]) + 1}${'0'.repeat(digits.length - i - 1)}`;
}

/** A number as Brazil writes it: "1.234", "2,5" (what `toLocaleString('pt-BR')` gives: up to 3 decimals). */
export function formatNumber(value: number): string {
  return formatDecimal(value, 3);
}

/** At most one decimal place: "2,5", "3". */
export function formatOneDecimal(value: number): string {
  return formatDecimal(value, 1);
}

/** "1 pessoa", "3 pessoas", "0 pessoas". */
export function countOf(count: number, singular: string, plural: string): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

export function peopleCount(count: number): string {
  return countOf(count, 'pessoa', 'pessoas');
}

/** Minutes as the screens show them: whole numbers as "15 min", fractions with a comma, "2,5 min". */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes * 10) / 10;
  return `${formatOneDecimal(rounded)} min`;
}

/** A range of minutes: "3,8–6,3 min" (an en dash, as '8–12 min'). */
export function formatMinutesRange([low, high]: readonly [number, number]): string {
  const number = (value: number) => formatOneDecimal(Math.round(value * 10) / 10);
  return `${number(low)}–${number(high)} min`;
}

/** A position as the screens show it: "3º". */
export function ordinal(position: number): string {
  return `${position}º`;
}

/**
 * A sub-position letter as every screen writes it: lower case, 'a' when the server sent none
 * (as the FAQ says, "2a é atendido antes de 2b").
 */
export function subPositionLetter(letter: string | null | undefined): string {
  return (letter?.trim() || 'a').toLowerCase();
}

/** A place in the two-dimensional queue, position and letter together: "3º b". */
export function positionLabel(position: number, letter: string | null | undefined): string {
  return `${ordinal(position)} ${subPositionLetter(letter)}`;
}

/**
 * An instant as Brasília reads it. Every time the app shows is Brasília time, whatever the device's zone
 * (the queues are in Brazil; decision 046): by offset, not by `Intl` (decision 034), Brazil having no
 * daylight saving time since 2019. Null for what is not an instant.
 */
function brasiliaIso(instant: string | number | Date): string | null {
  const ms =
    instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  return Number.isNaN(ms) ? null : new Date(ms + BRASILIA_OFFSET_MS).toISOString();
}

/** "14:32" in Brasília; '' for what is not an instant. */
export function brasiliaTime(instant: string | number | Date): string {
  return brasiliaIso(instant)?.slice(11, 16) ?? '';
}

/** "27/11" in Brasília; '' for what is not an instant. */
export function brasiliaDayMonth(instant: string | number | Date): string {
  const iso = brasiliaIso(instant);
  return iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}` : '';
}

/** "27/11/2026" in Brasília; '' for what is not an instant. */
export function brasiliaDate(instant: string | number | Date): string {
  const iso = brasiliaIso(instant);
  return iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';
}

/** Whether two instants fall on the same day in Brasília. */
export function sameBrasiliaDay(a: string | number | Date, b: string | number | Date): boolean {
  const day = brasiliaIso(a)?.slice(0, 10);
  return day !== undefined && day === brasiliaIso(b)?.slice(0, 10);
}
