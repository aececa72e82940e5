/**
 * What the plans feature offers the rest of the app on purpose (DESIGN §6): where its screens are, and
 * how a plan's queue limit reads. The screens themselves load lazily through AppRoutes.
 */
export { PLAN_PAYMENT_PATH, PLANS_PATH, planDetailPath, planPaymentPath } from './paths';
export { queueLimitText } from './plan-format';
