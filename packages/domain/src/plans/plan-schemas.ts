import {
  cepField,
  cnpjField,
  emailField,
  optionalText,
  phoneField,
  requiredText,
  ufField,
} from '../auth/fields';
import type { PaymentProviderName } from '../payments/advance-payment';
import type { CardBrand } from '../payments/card-brand';
import { simulatedCardSchema } from '../payments/test-card';
import { z } from '../zod';
import type { PlanId, PlanSlug } from './plan-catalogue';
import type { PlanCharge } from './plan-charge';

/** Company data of the payment page, prefilled from the account; printed on the receipt. */
export const billingCompanySchema = z.object({
  razao_social: requiredText('Razão Social obrigatória', 160),
  cnpj: cnpjField,
  email: emailField,
  telefone: phoneField,
});

export const billingAddressSchema = z.object({
  cep: cepField,
  endereco: requiredText('Endereço obrigatório'),
  numero: requiredText('Número obrigatório', 20),
  complemento: optionalText(60),
  bairro: optionalText(120),
  cidade: requiredText('Cidade obrigatória', 120),
  uf: ufField,
});

const agreementsSchema = z.object({
  privacidade: z.literal(true, { error: 'Aceite a Política de Privacidade para continuar' }),
  termos: z.literal(true, { error: 'Aceite os Termos de Uso para continuar' }),
});

/** A random key the page makes once per visit: a double click or a retried request buys one period. */
export const idempotencyKeyField = z
  .string({ error: 'Chave de idempotência obrigatória' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Chave de idempotência inválida' });

const planSlugField = z.enum(['essencial', 'profissional'], { error: 'Plano desconhecido' });

/**
 * `POST /api/plans/subscribe`. The plan is named, never priced: the server computes the amount.
 * With the simulated provider the card travels here (only its brand and last 4 digits are kept);
 * with Mercado Pago the card is typed on Mercado Pago's page instead.
 */
export function subscribeRequestSchema(options: { withCard: boolean; today?: () => Date }) {
  const base = z.object({
    plano: planSlugField,
    chave: idempotencyKeyField,
    empresa: billingCompanySchema,
    endereco: billingAddressSchema,
    aceites: agreementsSchema,
  });
  return options.withCard ? base.extend({ cartao: simulatedCardSchema(options.today) }) : base;
}

export type SubscribeRequestInput = z.input<ReturnType<typeof subscribeRequestSchema>> & {
  cartao?: { titular: string; numero: string; validade: string; cvv: string };
};
export type BillingCompany = z.output<typeof billingCompanySchema>;
export type BillingAddress = z.output<typeof billingAddressSchema>;

/** `GET /api/plans/status`. Dates are ISO instants; screens show them as DD/MM/AAAA in Brasília time. */
export interface PlanStatusView {
  hasActivePlan: boolean;
  subscription: {
    plano_id: PlanId;
    plano_nome: string;
    data_vencimento: string;
    dias_restantes: number;
    /** A plan already bought to follow this one (a lower plan after a higher one). */
    proximo: { plano_id: PlanId; plano_nome: string; data_inicio: string; data_vencimento: string } | null;
  } | null;
  /** What buying each plan now costs this establishment: the payment page shows exactly this. */
  cobrancas: Record<PlanSlug, PlanCharge>;
  provedorPagamento: PaymentProviderName;
}

export type PlanPaymentStatus = 'pendente' | 'aprovado' | 'estornado';

/** One line of the establishment's plan payment history. */
export interface PlanPaymentView {
  id: string;
  status: PlanPaymentStatus;
  /** When it was paid (or created, while pending). */
  data: string;
  plano_id: PlanId;
  plano_nome: string;
  descricao: string;
  periodo: { inicio: string; fim: string } | null;
  valorCentavos: number;
  bandeira: CardBrand | null;
  final: string | null;
}

export const SIMULATED_SUBSCRIPTION_SUCCESS = 'Pagamento simulado com sucesso! (Modo teste)';
export const CARD_DECLINED_MESSAGE =
  'Pagamento recusado pelo emissor do cartão. Nenhum valor foi cobrado; confira os dados ou use outro cartão.';
