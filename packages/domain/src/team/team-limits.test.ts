import { describe, expect, it } from 'vitest';
import { PLANS } from '../plans/plan-catalogue';
import { maxTeamMembers, planTeamText, teamLimitRefusal, teamLimitText } from './team-limits';

describe('team limits (decision 070)', () => {
  it('gives no team without a plan, 2 people on Essencial, 10 on Profissional', () => {
    expect(maxTeamMembers(null)).toBe(0);
    expect(maxTeamMembers(1)).toBe(2);
    expect(maxTeamMembers(2)).toBe(10);
    // An unknown plan grants what no plan grants, never more.
    expect(maxTeamMembers(99)).toBe(0);
  });

  it('is one figure per plan of the catalogue, growing with the tier', () => {
    const byTier = [...PLANS].sort((a, b) => a.tier - b.tier).map((plan) => plan.maxTeamMembers);
    expect(byTier).toEqual([...byTier].sort((a, b) => a - b));
  });

  it('says the limit with the right words: no plan is not "seu plano"', () => {
    expect(teamLimitText(null)).toBe(
      'Sem plano, só o dono entra no Vez: a equipe começa no plano Essencial.',
    );
    expect(teamLimitText(99)).toBe(teamLimitText(null));
    expect(teamLimitText(1)).toBe('O plano Essencial permite até 2 pessoas na equipe além do dono.');
    expect(teamLimitText(2)).toBe('O plano Profissional permite até 10 pessoas na equipe além do dono.');
    expect(planTeamText(1)).toBe('Equipe de até 2 pessoas além do dono');
  });

  it('refuses one more invitation at the limit, saying the limit and the ways out', () => {
    expect(teamLimitRefusal(1, 1)).toBeNull();
    expect(teamLimitRefusal(1, 2)).toBe(
      'O plano Essencial permite até 2 pessoas na equipe além do dono. Desative alguém, cancele um convite ou conheça os planos para convidar mais.',
    );
    expect(teamLimitRefusal(null, 0)).toMatch(/^Sem plano, só o dono/);
    expect(teamLimitRefusal(2, 9)).toBeNull();
  });
});
