import { formatCents, type Plan } from './plan-catalogue';

/** What the payment page shows and the server charges for one period of a plan: one truth. */
export interface PlanCharge {
  planId: Plan['id'];
  /** The summary's plan line, e.g. "Essencial — 1º mês promocional". */
  description: string;
  planCents: number;
  /** We have no coupons: the summary keeps SPEC's discount line, at R$ 0,00. */
  discountCents: number;
  totalCents: number;
  durationDays: number;
}

/**
 * The amount of one period of `plan` for an establishment; `firstEver` when it never had a plan, which
 * is when an introductory price applies. The server computes this; a price from a browser is never read.
 */
export function planCharge(plan: Plan, firstEver: boolean): PlanCharge {
  const introductory = firstEver && plan.pricing.firstPeriodCents !== null;
  const planCents = introductory ? (plan.pricing.firstPeriodCents as number) : plan.pricing.periodCents;
  return {
    planId: plan.id,
    description: describePeriod(plan, introductory),
    planCents,
    discountCents: 0,
    totalCents: planCents,
    durationDays: plan.durationDays,
  };
}

function describePeriod(plan: Plan, introductory: boolean): string {
  if (introductory) return `${plan.name} — 1º mês promocional`;
  if (plan.durationDays === 365) {
    return `${plan.name} — contrato anual (12 × ${formatCents(plan.pricing.listMonthlyCents)})`;
  }
  return `${plan.name} — ${plan.durationDays} dias`;
}
