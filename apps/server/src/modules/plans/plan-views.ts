import {
  type CardBrand,
  daysRemaining,
  findPlanBySlug,
  type PlanId,
  type PlanPaymentStatus,
  type PlanPaymentView,
  type PlanStatusView,
  planCharge,
  planInForce,
  planOf,
} from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { SubscriptionPaymentRow } from '../../repositories/subscription-payments-repository';
import { isFirstPlan } from './record-plan-payment';

const iso = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * The plan in force, what comes after it, and what buying each plan costs now (`hasActivePlan` and
 * `subscription`, plus our fields).
 */
export async function planStatusOf(
  services: Pick<AppServices, 'subscriptions' | 'subscriptionPayments' | 'clock' | 'paymentProvider'>,
  establishmentId: number,
): Promise<PlanStatusView> {
  const now = services.clock.now();
  const inForce = planInForce(await services.subscriptions.listUnended(establishmentId, now), now);
  const firstEver = await isFirstPlan(services, establishmentId, now);
  const charge = (slug: 'essencial' | 'profissional') => planCharge(findPlanBySlug(slug)!, firstEver);
  return {
    hasActivePlan: inForce !== null,
    subscription: inForce
      ? {
          plano_id: inForce.planId,
          plano_nome: planOf(inForce.planId).name,
          data_vencimento: iso(inForce.expiresAt),
          dias_restantes: daysRemaining(inForce.expiresAt, now),
          proximo: inForce.next
            ? {
                plano_id: inForce.next.planId,
                plano_nome: planOf(inForce.next.planId).name,
                data_inicio: iso(inForce.next.startsAt),
                data_vencimento: iso(inForce.next.expiresAt),
              }
            : null,
        }
      : null,
    cobrancas: { essencial: charge('essencial'), profissional: charge('profissional') },
    provedorPagamento: services.paymentProvider.name,
  };
}

const STATUS: Partial<Record<SubscriptionPaymentRow['status'], PlanPaymentStatus>> = {
  pending: 'pendente',
  applied: 'aprovado',
  refunded: 'estornado',
};

export function toPlanPaymentView(row: SubscriptionPaymentRow): PlanPaymentView {
  return {
    id: row.id,
    status: STATUS[row.status] ?? 'pendente',
    data: iso(row.settled_at ?? row.created_at),
    plano_id: row.plan_id as PlanId,
    plano_nome: planOf(row.plan_id).name,
    descricao: row.description,
    periodo:
      row.period_starts_at !== null && row.period_expires_at !== null
        ? { inicio: iso(row.period_starts_at), fim: iso(row.period_expires_at) }
        : null,
    valorCentavos: row.amount_cents,
    bandeira: (row.card_brand as CardBrand | null) ?? null,
    final: row.card_last4,
  };
}
