import { findPlan, TEAM_MEMBERS_WITHOUT_PLAN } from '../plans/plan-catalogue';

/**
 * How many people an establishment may have on its team besides its own login (decision 070): active
 * members plus invitations still open, since each invitation holds the seat it will take. An unknown
 * plan id grants what having no plan grants, never more.
 */
export function maxTeamMembers(planId: number | null): number {
  if (planId === null) return TEAM_MEMBERS_WITHOUT_PLAN;
  return findPlan(planId)?.maxTeamMembers ?? TEAM_MEMBERS_WITHOUT_PLAN;
}

const people = (n: number) => (n === 1 ? '1 pessoa' : `${n} pessoas`);

/** The limit in words, for the Equipe page: without a plan it is not 'seu plano'. */
export function teamLimitText(planId: number | null): string {
  const limit = maxTeamMembers(planId);
  const plan = planId === null ? undefined : findPlan(planId);
  if (!plan) {
    return limit === 0
      ? 'Sem plano, só o dono entra no Vez: a equipe começa no plano Essencial.'
      : `Sem plano, a equipe pode ter até ${people(limit)} além do dono.`;
  }
  return limit === 0
    ? `O plano ${plan.name} não inclui equipe.`
    : `O plano ${plan.name} permite até ${people(limit)} na equipe além do dono.`;
}

/** One line of a plan's card on Planos. */
export function planTeamText(planId: number): string {
  const limit = maxTeamMembers(planId);
  return limit === 0 ? 'Sem equipe: só o dono' : `Equipe de até ${people(limit)} além do dono`;
}

/** Refusal of one more invitation when `seatsTaken` (members + open invitations) are taken; null = allowed. */
export function teamLimitRefusal(planId: number | null, seatsTaken: number): string | null {
  if (seatsTaken < maxTeamMembers(planId)) return null;
  return `${teamLimitText(planId)} Desative alguém, cancele um convite ou conheça os planos para convidar mais.`;
}
