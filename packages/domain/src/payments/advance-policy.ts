import { formatCents } from '../plans/plan-catalogue';

/**
 * What happens to the money of a paid advance (decision 054), in the words every screen and the receipt
 * use, so the checkout, the leave dialog and the e-mail never disagree. The advance is a service given
 * when it is applied: leaving by one's own choice keeps the charge; a queue the establishment closes
 * before the client is called gives it back.
 */
export const ADVANCE_POLICY_LEAVE =
  'Se você sair da fila por conta própria, o valor do avanço não é devolvido: o avanço já foi aplicado.';
export const ADVANCE_POLICY_CLOSED =
  'Se o estabelecimento encerrar a fila antes de chamar você, o valor é devolvido automaticamente.';

/** The leave dialog's words for a ticket that holds `paidCents` of applied advances. */
export function leaveWithAdvanceWarning(paidCents: number): string {
  return `Você pagou ${formatCents(paidCents)} para avançar nesta fila. Ao sair por conta própria, esse valor não é devolvido.`;
}
