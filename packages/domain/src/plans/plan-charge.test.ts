import { describe, expect, it } from 'vitest';
import { findPlan, formatCents } from './plan-catalogue';
import { planCharge, planPriceTerms } from './plan-charge';

const essencial = findPlan(1)!;
const profissional = findPlan(2)!;

describe('what a plan period costs', () => {
  it('charges a new customer R$ 39,90 for the first Essencial month, shown as R$ 89,90 less a R$ 50,00 discount', () => {
    const charge = planCharge(essencial, true);
    expect(formatCents(charge.planCents)).toBe('R$ 89,90');
    expect(formatCents(charge.discountCents)).toBe('R$ 50,00');
    expect(charge.discountDescription).toBe('1º mês promocional');
    expect(formatCents(charge.totalCents)).toBe('R$ 39,90');
    expect(charge.description).toBe('Essencial — 30 dias');
    expect(charge.durationDays).toBe(30);
  });

  it('charges the list price for Essencial renewals, with no discount', () => {
    const charge = planCharge(essencial, false);
    expect(formatCents(charge.totalCents)).toBe('R$ 89,90');
    expect(charge.discountCents).toBe(0);
    expect(charge.discountDescription).toBeNull();
  });

  it('charges the Profissional year at once: 12 × R$ 129,90, first time or not', () => {
    for (const firstEver of [true, false]) {
      const charge = planCharge(profissional, firstEver);
      expect(formatCents(charge.totalCents)).toBe('R$ 1.558,80');
      expect(charge.discountCents).toBe(0);
      expect(charge.description).toBe('Profissional — contrato anual (12 × R$ 129,90)');
      expect(charge.durationDays).toBe(365);
    }
  });
});

describe('what a list price means', () => {
  it('says the Profissional year is charged at once', () => {
    expect(planPriceTerms(profissional)).toEqual({
      charged: 'Contrato anual: R$ 1.558,80 cobrados de uma vez, no pagamento (12 × R$ 129,90).',
      afterwards: null,
    });
  });

  it('tells a first subscriber one charge (the promotion as a discount), then what follows', () => {
    expect(planPriceTerms(essencial)).toEqual({
      charged: 'Na primeira assinatura: R$ 39,90 cobrados no pagamento pelo 1º mês (desconto de R$ 50,00).',
      afterwards: 'Depois, R$ 89,90 a cada 30 dias.',
    });
  });

  it('tells a renewal what an Essencial period costs, and no promotion', () => {
    expect(planPriceTerms(essencial, false)).toEqual({
      charged: 'R$ 89,90 cobrados no pagamento, por 30 dias.',
      afterwards: null,
    });
  });
});
