import { findPlanBySlug } from '@vez/domain';
import { describe, expect, it } from 'vitest';
import {
  formatIsoDate,
  paymentMethodText,
  periodText,
  planNotice,
  purchaseStartText,
  queueLimitText,
  subscribeActionOf,
} from './plan-format';
import { planPaymentOf, statusWithoutPlan, statusWithPlan } from './test-data';

const essencial = findPlanBySlug('essencial')!;
const profissional = findPlanBySlug('profissional')!;

describe('plan texts', () => {
  it('offers to renew only the plan in force', () => {
    expect(subscribeActionOf(statusWithPlan(1), essencial)).toBe('Renovar Contrato');
    expect(subscribeActionOf(statusWithPlan(1), profissional)).toBe('Assinar Plano');
    expect(subscribeActionOf(statusWithoutPlan(), essencial)).toBe('Assinar Plano');
    expect(subscribeActionOf(undefined, essencial)).toBe('Assinar Plano');
  });

  it('tells the free allowance without a plan and warns in the last week of a plan', () => {
    expect(planNotice(statusWithoutPlan())).toBe('Sem plano: 1 fila aberta por vez.');
    expect(planNotice(statusWithPlan(1, 8))).toBeNull();
    expect(planNotice(statusWithPlan(1, 7))).toBe(
      'Seu plano Essencial vence em 7 dias (24/12/2026). Renove para não perder o limite de filas.',
    );
    expect(planNotice(statusWithPlan(2, 1))).toMatch(/^Seu plano Profissional vence em 1 dia \(/);
    expect(planNotice(statusWithPlan(1, 0))).toMatch(/^Seu plano Essencial vence hoje/);
    expect(planNotice(statusWithPlan(9, 2))).toBeNull();
  });

  it('names the plan already bought to follow instead of asking for a renewal', () => {
    const status = statusWithPlan(2, 3, {
      proximo: {
        plano_id: 1,
        plano_nome: 'Essencial',
        data_inicio: '2026-12-24T15:00:00.000Z',
        data_vencimento: '2027-01-23T15:00:00.000Z',
      },
    });
    expect(planNotice(status)).toBe(
      'Seu plano Profissional vence em 3 dias (24/12/2026). Em seguida começa o plano Essencial, já contratado.',
    );
  });

  it('writes dates in Brasília time, periods, card endings, and limits', () => {
    expect(formatIsoDate('2026-12-25T02:00:00.000Z')).toBe('24/12/2026');
    expect(periodText(planPaymentOf())).toBe('24/11/2026–24/12/2026');
    expect(periodText(planPaymentOf({ periodo: null }))).toBe('—');
    expect(paymentMethodText(planPaymentOf())).toBe('Visa •••• 1111');
    expect(paymentMethodText({ bandeira: 'mastercard', final: null })).toBe('Mastercard');
    expect(paymentMethodText({ bandeira: null, final: null })).toBe('Não informado');
    expect(queueLimitText(essencial)).toBe('Até 3 filas abertas ao mesmo tempo');
    expect(queueLimitText(profissional)).toBe('Filas abertas sem limite');
  });

  it('says when a period bought now starts: today, at the current expiry, or after what is queued', () => {
    expect(purchaseStartText(statusWithoutPlan(), essencial)).toBeNull();
    expect(purchaseStartText(statusWithPlan(1), profissional)).toBeNull();
    expect(purchaseStartText(statusWithPlan(1), essencial)).toBe('24/12/2026');
    expect(purchaseStartText(statusWithPlan(2), essencial)).toBe('24/12/2026');
    const queued = statusWithPlan(2, 30, {
      proximo: {
        plano_id: 1,
        plano_nome: 'Essencial',
        data_inicio: '2026-12-24T15:00:00.000Z',
        data_vencimento: '2027-01-23T15:00:00.000Z',
      },
    });
    expect(purchaseStartText(queued, essencial)).toBe('23/01/2027');
    expect(purchaseStartText(queued, profissional)).toBe('24/12/2026');
    expect(purchaseStartText(statusWithPlan(9), essencial)).toBeUndefined();
  });
});
