/**
 * What the plans feature offers the rest of the app on purpose (decision 066): where its screens are, how a
 * plan's queue limit reads, and the plan in force (the company profile's plan card). The screens
 * themselves load lazily through AppRoutes.
 */
export { usePlanStatus } from './api/plans-api';
export { PLAN_PAYMENT_PATH, PLANS_PATH, planDetailPath, planPaymentPath } from './paths';
export { daysText, formatIsoDate, planInForceOf, queueLimitText } from './plan-format';
