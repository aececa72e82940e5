import { formatCents, type Plan } from './plan-catalogue';

/** What the payment page shows and the server charges for one period of a plan: one truth. */
export interface PlanCharge {
  planId: Plan['id'];
  /** The summary's plan line, e.g. "Essencial — 30 dias". */
  description: string;
  /** The period's price before any promotion. */
  planCents: number;
  /** The promotion, shown as a discount line (the Essencial first month: R$ 89,90 − R$ 50,00). */
  discountCents: number;
  /** What the promotion is, when there is one ("1º mês promocional"); null without one. */
  discountDescription: string | null;
  totalCents: number;
  durationDays: number;
}

export const FIRST_PERIOD_PROMOTION = '1º mês promocional';

/**
 * The amount of one period of `plan` for an establishment; `firstEver` when it never had a plan, which
 * is when an introductory price applies. The server computes this; a price from a browser is never read.
 */
export function planCharge(plan: Plan, firstEver: boolean): PlanCharge {
  const first = plan.pricing.firstPeriodCents;
  const introductory = firstEver && first !== null;
  const discountCents = introductory ? plan.pricing.periodCents - first : 0;
  return {
    planId: plan.id,
    description: describePeriod(plan),
    planCents: plan.pricing.periodCents,
    discountCents,
    discountDescription: introductory ? FIRST_PERIOD_PROMOTION : null,
    totalCents: plan.pricing.periodCents - discountCents,
    durationDays: plan.durationDays,
  };
}

/** The charge in one line, as a payment's history and receipt name it: "Essencial — 30 dias · 1º mês promocional". */
export function chargeLine(charge: PlanCharge): string {
  return charge.discountDescription
    ? `${charge.description} · ${charge.discountDescription}`
    : charge.description;
}

function describePeriod(plan: Plan): string {
  if (plan.durationDays === 365) {
    return `${plan.name} — contrato anual (12 × ${formatCents(plan.pricing.listMonthlyCents)})`;
  }
  return `${plan.name} — ${plan.durationDays} dias`;
}

/**
 * What a plan's list price means, said beside it wherever it is shown (the landing's #plano, Planos, the
 * detail pages): what is charged, and when, and the promotion if there is one. From the catalogue, so
 * every screen says what the server charges (planCharge).
 */
export function planPriceTerms(
  plan: Plan,
  /** Whether the introductory price applies (a first subscription); the catalogue's terms say it does. */
  firstSubscription = true,
): { charged: string; afterwards: string | null } {
  const period = formatCents(plan.pricing.periodCents);
  const first = plan.pricing.firstPeriodCents;
  // One plain statement of what this payment charges; the rest of the contract comes after it.
  if (firstSubscription && first !== null) {
    return {
      charged: `Na primeira assinatura: ${formatCents(first)} cobrados no pagamento pelo 1º mês (desconto de ${formatCents(plan.pricing.periodCents - first)}).`,
      afterwards: `Depois, ${period} a cada ${plan.durationDays} dias.`,
    };
  }
  const charged =
    plan.durationDays === 365
      ? `Contrato anual: ${period} cobrados de uma vez, no pagamento (12 × ${formatCents(plan.pricing.listMonthlyCents)}).`
      : `${period} cobrados no pagamento, por ${plan.durationDays} dias.`;
  return { charged, afterwards: null };
}
