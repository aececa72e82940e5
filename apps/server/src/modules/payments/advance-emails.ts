import {
  ADVANCE_POLICY_CLOSED,
  ADVANCE_POLICY_LEAVE,
  formatCents,
  formatCnpj,
  formatDateBrasilia,
} from '@vez/domain';
import type { EmailContent } from '../../mail/compose-email';
import { cardLabel } from '../plans/plan-emails';

/** Who sold the advance, as a receipt must name them: the legal name and CNPJ, never a trade name. */
export interface AdvanceSeller {
  legalName: string;
  cnpj: string;
}

function positionsLabel(n: number): string {
  return n === 1 ? '1 posição' : `${n} posições`;
}

/**
 * The receipt of one advance payment, sent once per payment whatever became of it: applied in full,
 * applied in part (the rest refunded) or refunded at once because the ticket no longer waited.
 */
export function advanceReceiptEmail(receipt: {
  clientName: string;
  seller: AdvanceSeller;
  queueName: string;
  positions: number;
  appliedPositions: number | null;
  amountCents: number;
  refundCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  paymentId: string;
  paidAt: number;
  queueUrl: string;
}): EmailContent {
  const applied = receipt.appliedPositions ?? 0;
  const outcome =
    applied === 0
      ? `O avanço não pôde ser aplicado (você já não aguardava na fila ou já estava na primeira posição): devolvemos ${formatCents(receipt.refundCents)} ao seu cartão.`
      : applied < receipt.positions
        ? `Você subiu ${positionsLabel(applied)} das ${receipt.positions} pagas (a fila andou antes da confirmação): devolvemos ${formatCents(receipt.refundCents)} ao seu cartão.`
        : `Você subiu ${positionsLabel(applied)}.`;
  return {
    subject: `Vez — recibo do avanço na fila ${receipt.queueName}`,
    greeting: `Olá, ${receipt.clientName}!`,
    paragraphs: [
      `Recebemos o pagamento do avanço na fila ${receipt.queueName}. ${outcome}`,
      ...(applied > 0 ? [`${ADVANCE_POLICY_LEAVE} ${ADVANCE_POLICY_CLOSED}`] : []),
    ],
    facts: [
      ['Estabelecimento', receipt.seller.legalName],
      ['CNPJ', formatCnpj(receipt.seller.cnpj)],
      ['Fila', receipt.queueName],
      ['Serviço', `Avançar ${positionsLabel(receipt.positions)}`],
      ['Valor', formatCents(receipt.amountCents)],
      ...(receipt.refundCents > 0
        ? [['Devolvido', formatCents(receipt.refundCents)] as [string, string]]
        : []),
      ['Pagamento', cardLabel(receipt.cardBrand, receipt.cardLast4)],
      ['Data do pagamento', formatDateBrasilia(receipt.paidAt)],
      ['Código do pagamento', receipt.paymentId],
    ],
    action: { label: 'Ver a fila', url: receipt.queueUrl },
    footer: 'Este recibo foi enviado automaticamente; guarde-o para a sua contabilidade.',
  };
}

/** The establishment closed the queue before the client was called: the advance is given back. */
export function advanceRefundEmail(refund: {
  clientName: string;
  seller: AdvanceSeller;
  queueName: string;
  refundCents: number;
  paymentId: string;
  refundedAt: number;
}): EmailContent {
  return {
    subject: `Vez — devolução do avanço na fila ${refund.queueName}`,
    greeting: `Olá, ${refund.clientName}!`,
    paragraphs: [
      `O estabelecimento encerrou a fila ${refund.queueName} antes de chamar você. Como o avanço que você pagou não chegou a ser usado, devolvemos ${formatCents(refund.refundCents)} ao seu cartão.`,
      'O prazo para o valor aparecer na fatura depende do seu banco.',
    ],
    facts: [
      ['Estabelecimento', refund.seller.legalName],
      ['CNPJ', formatCnpj(refund.seller.cnpj)],
      ['Fila', refund.queueName],
      ['Devolvido', formatCents(refund.refundCents)],
      ['Data da devolução', formatDateBrasilia(refund.refundedAt)],
      ['Código do pagamento', refund.paymentId],
    ],
  };
}
