import { formatCents } from '@vez/domain';

/** Money as shown in Brazil, from exact cents: 1000 -> "R$ 10,00". */
export function formatMoney(cents: number): string {
  return formatCents(cents);
}

// Built once: `toLocaleString('pt-BR', …)` builds a formatter on every call, and a dashboard makes
// hundreds of calls in one draw, a long task on a cheap phone (issue 18). Same output.
const NUMBER = new Intl.NumberFormat('pt-BR');
const ONE_DECIMAL = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A number as Brazil writes it: "1.234", "2,5" (what `toLocaleString('pt-BR')` gives). */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** At most one decimal place: "2,5", "3". */
export function formatOneDecimal(value: number): string {
  return ONE_DECIMAL.format(value);
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

/** A position as SPEC shows it: "3º". */
export function ordinal(position: number): string {
  return `${position}º`;
}

/**
 * A sub-position letter as every screen writes it: lower case, 'a' when the server sent none
 * (SPEC §2: "sub-position letter, default 'a'"; the FAQ's "2a é atendido antes de 2b").
 */
export function subPositionLetter(letter: string | null | undefined): string {
  return (letter?.trim() || 'a').toLowerCase();
}

/** A place in the two-dimensional queue, position and letter together: "3º b". */
export function positionLabel(position: number, letter: string | null | undefined): string {
  return `${ordinal(position)} ${subPositionLetter(letter)}`;
}
