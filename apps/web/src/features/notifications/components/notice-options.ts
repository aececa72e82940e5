import { NOTICE_AHEAD_MAX, NOTICE_AHEAD_MIN } from '@vez/domain';

/**
 * 1 … 10: the choices of 'Avise-me quando faltarem [N] pessoas'. The number alone, with the word after the
 * select: an option reading '4 pessoas' would be one more '4 pessoas' on screens full of people counts.
 */
export const NOTICE_OPTIONS = Array.from({ length: NOTICE_AHEAD_MAX - NOTICE_AHEAD_MIN + 1 }, (_, i) => {
  const n = NOTICE_AHEAD_MIN + i;
  return { value: n, label: String(n) };
});

/** The word after the select. */
export const peopleUnit = (n: number | undefined) => (n === 1 ? 'pessoa' : 'pessoas');

/** 'Faltam 2 pessoas para a sua vez', said the way the server's notices say it. */
export function aheadSentence(ahead: number): string {
  if (ahead <= 0) return 'Você é o próximo';
  return ahead === 1 ? 'Falta 1 pessoa para a sua vez' : `Faltam ${ahead} pessoas para a sua vez`;
}

/** The tab title while it flashes: short, so it fits a tab. */
export function aheadTitle(ahead: number): string {
  if (ahead <= 0) return '(!) Você é o próximo — Vez';
  return ahead === 1 ? '(!) Falta 1 — Vez' : `(!) Faltam ${ahead} — Vez`;
}
