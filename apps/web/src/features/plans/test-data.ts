import { findPlanBySlug, type PlanPaymentView, type PlanStatusView, planCharge } from '@vez/domain';

const DAY_MS = 86_400_000;
const essencial = findPlanBySlug('essencial')!;
const profissional = findPlanBySlug('profissional')!;

/** GET /api/plans/status of an establishment without a plan that never had one, for component tests. */
export function statusWithoutPlan(overrides: Partial<PlanStatusView> = {}): PlanStatusView {
  return {
    hasActivePlan: false,
    subscription: null,
    cobrancas: { essencial: planCharge(essencial, true), profissional: planCharge(profissional, true) },
    provedorPagamento: 'simulado',
    ...overrides,
  };
}

/** The same, with `planId` in force for `days` more days. */
export function statusWithPlan(
  planId: number,
  days = 30,
  overrides: Partial<NonNullable<PlanStatusView['subscription']>> = {},
): PlanStatusView {
  return {
    ...statusWithoutPlan(),
    hasActivePlan: true,
    subscription: {
      plano_id: planId as 1 | 2,
      plano_nome: planId === 1 ? 'Essencial' : planId === 2 ? 'Profissional' : 'Outro',
      data_vencimento: new Date(Date.UTC(2026, 11, 24, 15, 0)).toISOString(),
      dias_restantes: days,
      proximo: null,
      ...overrides,
    },
    cobrancas: { essencial: planCharge(essencial, false), profissional: planCharge(profissional, false) },
  };
}

export function planPaymentOf(overrides: Partial<PlanPaymentView> = {}): PlanPaymentView {
  const paidAt = Date.UTC(2026, 10, 24, 15, 0);
  return {
    id: 'plan-pay-1',
    status: 'aprovado',
    data: new Date(paidAt).toISOString(),
    plano_id: 1,
    plano_nome: 'Essencial',
    descricao: 'Essencial — 1º mês promocional',
    periodo: { inicio: new Date(paidAt).toISOString(), fim: new Date(paidAt + 30 * DAY_MS).toISOString() },
    valorCentavos: 3990,
    bandeira: 'visa',
    final: '1111',
    ...overrides,
  };
}
