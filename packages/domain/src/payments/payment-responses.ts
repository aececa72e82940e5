import { z } from '../zod';

/** What the payment routes answer (advance-payment.ts describes the fields). */

export const advancePreferenceSchema = z.object({
  initPoint: z.string().describe('endereço do checkout'),
  paymentId: z.string(),
  valor: z.number().describe('reais'),
  valorCentavos: z.number(),
});

export const advancePaymentViewSchema = z.object({
  id: z.string(),
  status: z.string().describe('pendente, aprovado, recusado, expirado, cancelado ou estornado'),
  provedor: z.enum(['simulado', 'mercadopago']),
  queueId: z.number(),
  filaNome: z.string(),
  estabelecimentoNome: z.string(),
  posicoes: z.number(),
  posicoesAplicadas: z.number().nullable(),
  valorCentavos: z.number(),
  estornoCentavos: z.number(),
  motivoEstorno: z.string().nullable(),
  criadoEm: z.string(),
  expiraEm: z.string(),
});

export const revenueSchema = z.object({
  totalCentavos: z.number(),
  total: z.number(),
  avancos: z.number(),
  porFila: z.array(
    z.object({ queueId: z.number(), nome: z.string(), receitaCentavos: z.number(), avancos: z.number() }),
  ),
});

/** The Mercado Pago webhook's answer: whether the notification changed anything. */
export const notificationReceiptSchema = z.object({ success: z.boolean(), handled: z.boolean() });
