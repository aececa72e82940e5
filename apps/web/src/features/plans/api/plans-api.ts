import { useQuery } from '@tanstack/react-query';
import type { PlanPaymentView, PlanStatusView, SubscribeRequestInput } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';

export type { PlanPaymentView, PlanStatusView };

export const planKeys = {
  all: ['plans'] as const,
  status: ['plans', 'status'] as const,
  payments: ['plans', 'payments'] as const,
  payment: (id: string) => ['plans', 'payments', id] as const,
  company: (id: number) => ['plans', 'company', id] as const,
};

/** While Mercado Pago has not confirmed a plan payment, the Planos page asks again this often. */
export const PLAN_PAYMENT_POLL_MS = 2_000;

/** The plan in force, what comes after it, what each plan costs this establishment now, and the provider. */
export function usePlanStatus() {
  return useQuery({
    queryKey: planKeys.status,
    queryFn: ({ signal }) =>
      apiRequest<{ data: PlanStatusView }>('/api/plans/status', { role: 'estabelecimento', signal }).then(
        (r) => r.data,
      ),
  });
}

/** The establishment's plan payments, newest first. */
export function usePlanPayments() {
  return useQuery({
    queryKey: planKeys.payments,
    queryFn: ({ signal }) =>
      apiRequest<{ data: PlanPaymentView[] }>('/api/plans/payments', {
        role: 'estabelecimento',
        signal,
      }).then((r) => r.data),
  });
}

/** One plan payment; with `poll`, read again every 2 s while it is still 'pendente'. */
export function usePlanPayment(id: string, { poll = false }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: planKeys.payment(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: PlanPaymentView }>(`/api/plans/payments/${encodeURIComponent(id)}`, {
        role: 'estabelecimento',
        signal,
      }).then((r) => r.data),
    staleTime: 0,
    refetchInterval: (query) =>
      poll && query.state.data?.status === 'pendente' ? PLAN_PAYMENT_POLL_MS : false,
  });
}

/** The owner's view of the company (GET /api/establishments/{id}): what the payment page prefills. */
export interface CompanyProfile {
  nome_empresa: string;
  cnpj?: string;
  email_empresa?: string;
  telefone_empresa: string | null;
  cep_empresa: string | null;
  endereco_empresa: string | null;
  numero_empresa: string | null;
  bairro_empresa: string | null;
  cidade_empresa: string | null;
  uf_empresa: string | null;
}

export function useCompanyProfile(establishmentId: number) {
  return useQuery({
    queryKey: planKeys.company(establishmentId),
    queryFn: ({ signal }) =>
      apiRequest<{ data: CompanyProfile }>(`/api/establishments/${establishmentId}`, {
        role: 'estabelecimento',
        signal,
      }).then((r) => r.data),
    enabled: establishmentId > 0,
    // A prefill: one read per visit is enough, and a failure only leaves the fields empty.
    staleTime: 60_000,
  });
}

/** What POST /api/plans/subscribe receives (the plan is named, never priced): the domain schema's input. */
export type SubscribeBody = SubscribeRequestInput;

/** The simulated provider settles at once; Mercado Pago answers where to send the browser. */
export type SubscribeResult =
  | { kind: 'paid'; message: string; payment: PlanPaymentView; status: PlanStatusView }
  | { kind: 'redirect'; initPoint: string; paymentId: string };

interface SubscribeAnswer {
  message?: string;
  data: { pagamento: PlanPaymentView; status: PlanStatusView } | { initPoint: string; paymentId: string };
}

export async function subscribeToPlan(body: SubscribeBody): Promise<SubscribeResult> {
  const answer = await apiRequest<SubscribeAnswer>('/api/plans/subscribe', {
    method: 'POST',
    role: 'estabelecimento',
    body,
  });
  const data = answer.data;
  if ('initPoint' in data) return { kind: 'redirect', initPoint: data.initPoint, paymentId: data.paymentId };
  return { kind: 'paid', message: answer.message ?? '', payment: data.pagamento, status: data.status };
}
