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

/** A position as SPEC shows it: "3º". */
export function ordinal(position: number): string {
  return `${position}º`;
}
