import {
  CARD_BRAND_NAMES,
  type CardBrand,
  formatCents,
  formatDateBrasilia,
  QUEUES_WITHOUT_PLAN,
} from '@vez/domain';
import type { EmailContent } from '../../mail/compose-email';

const LAPSE_CONSEQUENCE =
  `Depois do vencimento, as filas que já estão abertas continuam funcionando e ninguém que está esperando ` +
  `é retirado; mas novas filas só poderão ser abertas dentro do limite sem plano (${QUEUES_WITHOUT_PLAN} fila aberta por vez).`;

export function cardLabel(brand: string | null, last4: string | null): string {
  if (!last4) return 'Cartão';
  const name = brand && brand in CARD_BRAND_NAMES ? CARD_BRAND_NAMES[brand as CardBrand] : 'Cartão';
  return `${name} •••• ${last4}`;
}

export function receiptEmail(receipt: {
  establishmentName: string;
  description: string;
  planName: string;
  startsAt: number;
  expiresAt: number;
  amountCents: number;
  /** The period's price before a promotion: more than amountCents when a discount applied. */
  periodCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  paymentId: string;
  paidAt: number;
  plansUrl: string;
}): EmailContent {
  const discount = receipt.periodCents - receipt.amountCents;
  // A promotion is told as what it is: the period's price, then the discount (issue 38, item 8).
  const discountLines: [string, string][] =
    discount > 0
      ? [
          ['Preço do período', formatCents(receipt.periodCents)],
          ['Desconto', `−${formatCents(discount)}`],
        ]
      : [];
  return {
    subject: `Vez — recibo do plano ${receipt.planName}`,
    greeting: `Olá, ${receipt.establishmentName}!`,
    paragraphs: [`Recebemos o pagamento do plano ${receipt.planName}. Obrigado por usar o Vez.`],
    facts: [
      ['Plano', receipt.description],
      ['Período', `${formatDateBrasilia(receipt.startsAt)} a ${formatDateBrasilia(receipt.expiresAt)}`],
      ...discountLines,
      ['Valor', formatCents(receipt.amountCents)],
      ['Pagamento', cardLabel(receipt.cardBrand, receipt.cardLast4)],
      ['Data do pagamento', formatDateBrasilia(receipt.paidAt)],
      ['Código do pagamento', receipt.paymentId],
    ],
    action: { label: 'Ver meus planos', url: receipt.plansUrl },
    footer: 'Este recibo foi enviado automaticamente; guarde-o para a sua contabilidade.',
  };
}

export function expiringEmail(notice: {
  establishmentName: string;
  planName: string;
  expiresAt: number;
  daysLeft: number;
  plansUrl: string;
}): EmailContent {
  const days = notice.daysLeft === 1 ? '1 dia' : `${notice.daysLeft} dias`;
  return {
    subject: `Vez — seu plano ${notice.planName} vence em ${days}`,
    greeting: `Olá, ${notice.establishmentName}!`,
    paragraphs: [
      `Seu plano ${notice.planName} vence em ${formatDateBrasilia(notice.expiresAt)} (${days}).`,
      LAPSE_CONSEQUENCE,
      'Para continuar sem interrupção, renove o contrato: a renovação começa no dia do vencimento, sem perder nenhum dia.',
    ],
    action: { label: 'Renovar contrato', url: notice.plansUrl },
  };
}

export function lapsedEmail(notice: {
  establishmentName: string;
  planName: string;
  expiredAt: number;
  plansUrl: string;
}): EmailContent {
  return {
    subject: `Vez — seu plano ${notice.planName} venceu`,
    greeting: `Olá, ${notice.establishmentName}!`,
    paragraphs: [
      `Seu plano ${notice.planName} venceu em ${formatDateBrasilia(notice.expiredAt)}.`,
      LAPSE_CONSEQUENCE,
      'Assine de novo quando quiser: o novo período começa no dia do pagamento.',
    ],
    action: { label: 'Ver planos', url: notice.plansUrl },
  };
}
