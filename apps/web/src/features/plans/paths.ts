import type { PlanSlug } from '@vez/domain';

/** Where the plan screens live; other features link here through the feature's index. */
export const PLANS_PATH = '/estabelecimento/planos';
export const PLAN_PAYMENT_PATH = '/estabelecimento/pagamento';

export function planDetailPath(slug: PlanSlug): string {
  return `${PLANS_PATH}/detalhes-${slug}`;
}

/** The payment page of one plan: `?plano=` names it, the server prices it. */
export function planPaymentPath(slug: PlanSlug): string {
  return `${PLAN_PAYMENT_PATH}?plano=${slug}`;
}
