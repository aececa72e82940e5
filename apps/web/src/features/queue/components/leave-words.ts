import { leaveWithAdvanceWarning } from '@vez/domain';

/** Leaving gives the place away for good: one stray tap on a phone must not do it. */
export const LEAVE_QUESTION = 'Sair da fila?';
export const LEAVE_CONFIRMATION = 'Tem certeza que deseja sair da fila? Você perderá seu lugar.';

/**
 * The leave dialog's second paragraph: a ticket that paid to advance is told, with the amount, that
 * leaving by choice keeps the charge (decision 054). Nothing for a ticket that paid nothing.
 */
export function leaveDetail(paidCents: number | undefined): string | undefined {
  return paidCents && paidCents > 0 ? leaveWithAdvanceWarning(paidCents) : undefined;
}
