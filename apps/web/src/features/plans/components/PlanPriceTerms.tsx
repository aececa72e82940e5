import { type Plan, type PlanCharge, planPriceTerms } from '@vez/domain';

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
  // Without the establishment's charge (still loading), the catalogue's: a first subscription.
  const terms = planPriceTerms(plan, charge ? charge.discountCents > 0 : true);
  return (
    <>
      <p className={className}>{terms.charged}</p>
      {terms.afterwards && <p className={className}>{terms.afterwards}</p>}
    </>
  );
}
