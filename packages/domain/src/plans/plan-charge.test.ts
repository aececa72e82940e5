import { describe, expect, it } from 'vitest';
import { findPlan, formatCents } from './plan-catalogue';
import { planCharge } from './plan-charge';

const essencial = findPlan(1)!;
const profissional = findPlan(2)!;

describe('what a plan period costs', () => {
  it('charges a new customer the R$ 39,90 first month of Essencial, with SPEC discount line at zero', () => {
    const charge = planCharge(essencial, true);
    expect(formatCents(charge.planCents)).toBe('R$ 39,90');
    expect(charge.discountCents).toBe(0);
    expect(formatCents(charge.totalCents)).toBe('R$ 39,90');
    expect(charge.description).toBe('Essencial — 1º mês promocional');
    expect(charge.durationDays).toBe(30);
  });

  it('charges the list price for Essencial renewals', () => {
    expect(formatCents(planCharge(essencial, false).totalCents)).toBe('R$ 89,90');
  });

  it('charges the Profissional year at once: 12 × R$ 129,90, first time or not', () => {
    for (const firstEver of [true, false]) {
      const charge = planCharge(profissional, firstEver);
      expect(formatCents(charge.totalCents)).toBe('R$ 1.558,80');
      expect(charge.description).toBe('Profissional — contrato anual (12 × R$ 129,90)');
      expect(charge.durationDays).toBe(365);
    }
  });
});
