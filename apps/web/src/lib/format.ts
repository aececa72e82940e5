import { formatCents } from '@vez/domain';

/** Money as shown in Brazil, from exact cents: 1000 -> "R$ 10,00". */
export function formatMoney(cents: number): string {
  return formatCents(cents);
}

/** "1 pessoa", "3 pessoas", "0 pessoas". */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? singular : plural}`;
}

export function peopleCount(count: number): string {
  return countOf(count, 'pessoa', 'pessoas');
}

/** Minutes as the screens show them: whole numbers as "15 min", fractions with a comma, "2,5 min". */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes * 10) / 10;
  return `${rounded.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} min`;
}

/** A range of minutes: "3,8–6,3 min" (an en dash, as '8–12 min'). */
export function formatMinutesRange([low, high]: readonly [number, number]): string {
  const number = (value: number) =>
    (Math.round(value * 10) / 10).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
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
