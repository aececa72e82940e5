import { formatCents, type Plan, type PlanCharge, planPriceTerms } from '@vez/domain';

interface PlanPriceTermsProps {
  plan: Plan;
  /** What the server would charge this establishment now (`cobrancas[slug]`); without it, the catalogue's terms. */
  charge?: PlanCharge;
  className?: string;
}

/**
 * Beside a plan's monthly price: what is charged, and when, and the promotion as a discount (issue 38,
 * item 8). With the establishment's own charge, the promotion is said only when it applies to them.
 */
export function PlanPriceTerms({ plan, charge, className }: PlanPriceTermsProps) {
  const terms = planPriceTerms(plan);
  const promotion = charge
    ? charge.discountCents > 0
      ? `${charge.discountDescription}: ${formatCents(charge.totalCents)} (desconto de ${formatCents(charge.discountCents)}).`
      : null
    : terms.promotion;
  return (
    <>
      <p className={className}>{terms.charged}</p>
      {promotion && <p className={className}>{promotion}</p>}
    </>
  );
}
