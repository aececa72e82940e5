import { describe, expect, it } from 'vitest';
import { findPlan, formatCents, PLANS } from './plan-catalogue';

describe('plan catalogue', () => {
  it('shows the spec prices', () => {
    expect(PLANS.map((p) => formatCents(p.pricing.listMonthlyCents))).toEqual(['R$ 89,90', 'R$ 129,90']);
    expect(formatCents(findPlan(2)?.pricing.detailMonthlyCents ?? 0)).toBe('R$ 198,90');
    expect(findPlan(1)?.maxOpenQueues).toBe(3);
    expect(findPlan(3)).toBeUndefined();
  });

  it('formats cents in pt-BR with thousands separators', () => {
    expect(formatCents(0)).toBe('R$ 0,00');
    expect(formatCents(5)).toBe('R$ 0,05');
    expect(formatCents(123456789)).toBe('R$ 1.234.567,89');
    expect(formatCents(-1050)).toBe('-R$ 10,50');
  });
});
