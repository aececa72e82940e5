import { z } from '../zod';

/** What the plan routes answer (plan-schemas.ts describes PlanStatusView and PlanPaymentView). */

const planCharge = z.object({
  planId: z.number(),
  description: z.string(),
  planCents: z.number(),
  discountCents: z.number(),
  discountDescription: z.string().nullable(),
  totalCents: z.number(),
  durationDays: z.number(),
});

export const planStatusSchema = z.object({
  hasActivePlan: z.boolean(),
  subscription: z
    .object({
      plano_id: z.number(),
      plano_nome: z.string(),
      data_vencimento: z.string(),
      dias_restantes: z.number(),
      proximo: z
        .object({
          plano_id: z.number(),
          plano_nome: z.string(),
          data_inicio: z.string(),
          data_vencimento: z.string(),
        })
        .nullable(),
    })
    .nullable(),
  cobrancas: z.object({ essencial: planCharge, profissional: planCharge }),
  provedorPagamento: z.enum(['simulado', 'mercadopago']),
});

export const planPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(['pendente', 'aprovado', 'estornado']),
  data: z.string(),
  plano_id: z.number(),
  plano_nome: z.string(),
  descricao: z.string(),
  periodo: z.object({ inicio: z.string(), fim: z.string() }).nullable(),
  valorCentavos: z.number(),
  bandeira: z.string().nullable(),
  final: z.string().nullable(),
});

/** `POST /api/plans/subscribe`: paid at once (simulated card) or a checkout to continue (Mercado Pago). */
export const subscribeResultSchema = z.union([
  z.object({ pagamento: planPaymentSchema, status: planStatusSchema }),
  z.object({ initPoint: z.string(), paymentId: z.string() }),
]);
