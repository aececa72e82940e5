import {
  CARD_BRAND_NAMES,
  findPlan,
  formatDateBrasilia,
  type Plan,
  type PlanPaymentStatus,
  type PlanPaymentView,
  type PlanStatusView,
  QUEUES_WITHOUT_PLAN,
} from '@vez/domain';
import { countOf } from '../../lib/format';

/** How close to its end a plan in force starts asking to be renewed. */
export const EXPIRY_WARNING_DAYS = 7;

export const UNKNOWN_PLAN = 'Plano desconhecido';
export const NO_PLAN_NOTICE = `Sem plano: ${countOf(QUEUES_WITHOUT_PLAN, 'fila aberta', 'filas abertas')} por vez.`;

/** An ISO instant from the API as DD/MM/AAAA in Brasília time. */
export function formatIsoDate(iso: string): string {
  return formatDateBrasilia(Date.parse(iso));
}

export function daysText(days: number): string {
  return countOf(days, 'dia', 'dias');
}

export function queueLimitText(plan: Plan): string {
  return plan.maxOpenQueues === null
    ? 'Filas abertas sem limite'
    : `Até ${plan.maxOpenQueues} filas abertas ao mesmo tempo`;
}

type Subscription = NonNullable<PlanStatusView['subscription']>;

/** The plan in force as the catalogue knows it; `plan` null for an id not in it ('Plano desconhecido'). */
export function planInForceOf(status: PlanStatusView): {
  subscription: Subscription | null;
  plan: Plan | null;
} {
  const subscription = status.subscription;
  if (!subscription) return { subscription: null, plan: null };
  return { subscription, plan: findPlan(subscription.plano_id) ?? null };
}

/** Whether `plan` is the plan in force: its card offers 'Renovar Contrato' instead of 'Assinar Plano'. */
export function isPlanInForce(status: PlanStatusView, plan: Plan): boolean {
  return status.hasActivePlan && status.subscription?.plano_id === plan.id;
}

export function subscribeActionOf(status: PlanStatusView | undefined, plan: Plan): string {
  return status && isPlanInForce(status, plan) ? 'Renovar Contrato' : 'Assinar Plano';
}

/**
 * What the Planos page says above the cards, if anything: no plan (the free allowance), or a plan in
 * force that ends within a week (with what follows it, when a next plan is already bought).
 */
export function planNotice(status: PlanStatusView): string | null {
  const { subscription, plan } = planInForceOf(status);
  if (!status.hasActivePlan || !subscription) return NO_PLAN_NOTICE;
  if (!plan || subscription.dias_restantes > EXPIRY_WARNING_DAYS) return null;
  const ends =
    subscription.dias_restantes === 0 ? 'vence hoje' : `vence em ${daysText(subscription.dias_restantes)}`;
  const head = `Seu plano ${plan.name} ${ends} (${formatIsoDate(subscription.data_vencimento)}).`;
  if (subscription.proximo) {
    const next = findPlan(subscription.proximo.plano_id)?.name ?? subscription.proximo.plano_nome;
    return `${head} Em seguida começa o plano ${next}, já contratado.`;
  }
  return `${head} Renove para não perder o limite de filas.`;
}

export const PAYMENT_STATUS_LABELS: Record<PlanPaymentStatus, string> = {
  pendente: 'Pendente',
  aprovado: 'Aprovado',
  estornado: 'Estornado',
};

/** "Visa •••• 1111"; what is known of the card when the provider told less. */
export function paymentMethodText(payment: Pick<PlanPaymentView, 'bandeira' | 'final'>): string {
  const brand = payment.bandeira ? CARD_BRAND_NAMES[payment.bandeira] : null;
  if (brand && payment.final) return `${brand} •••• ${payment.final}`;
  if (payment.final) return `Cartão •••• ${payment.final}`;
  return brand ?? 'Não informado';
}

/** "24/11/2026–24/12/2026", or a dash while the period is not set (a pending payment). */
export function periodText(payment: Pick<PlanPaymentView, 'periodo'>): string {
  const period = payment.periodo;
  return period ? `${formatIsoDate(period.inicio)}–${formatIsoDate(period.fim)}` : '—';
}

/**
 * When a period of `plan` bought now would start, as the server places it (decision 015): today without a
 * plan or for a higher plan; at the current expiry for a renewal; after the higher plan (and the lower
 * period already queued behind it) for a lower one. null = today; undefined = cannot tell (unknown plan).
 */
export function purchaseStartText(status: PlanStatusView, plan: Plan): string | null | undefined {
  const { subscription, plan: current } = planInForceOf(status);
  if (!status.hasActivePlan || !subscription) return null;
  if (!current) return undefined;
  if (plan.tier > current.tier) return null;
  const queued = subscription.proximo;
  const queuedTier = queued ? findPlan(queued.plano_id)?.tier : undefined;
  if (plan.id !== current.id && queued && queuedTier !== undefined && queuedTier >= plan.tier) {
    return formatIsoDate(queued.data_vencimento);
  }
  return formatIsoDate(subscription.data_vencimento);
}
