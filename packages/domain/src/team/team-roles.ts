/**
 * Who acts for an establishment (decision 070). The establishment's own login is its first Dono; the
 * people it invites are members with a role. A Dono may do everything; an Atendente runs the queues at
 * the counter and nothing of the business (plans, payments, reports, profile, settings, team, deletion).
 */
export const TEAM_ROLES = ['dono', 'atendente'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export function isTeamRole(value: unknown): value is TeamRole {
  return value === 'dono' || value === 'atendente';
}

export function teamRoleLabel(role: TeamRole): string {
  return role === 'dono' ? 'Dono' : 'Atendente';
}

/** What each role may do, in the words the Equipe page and the invitation e-mail use. */
export function teamRoleDescription(role: TeamRole): string {
  return role === 'dono'
    ? 'Tudo o que o dono faz: filas, planos, pagamentos, relatórios, perfil, configurações e equipe.'
    : "Gerenciar Filas e o detalhe de cada fila: chamar, chamar novamente, 'Não compareceu', pausar e reativar, adicionar pessoa no balcão e avisos da fila.";
}

/** An invitation link works for 72 hours, once. */
export const INVITATION_TTL_MS = 72 * 3_600_000;

/** The 403 an attendant gets for anything beyond the counter. */
export const TEAM_ROLE_REFUSAL =
  'Sua função na equipe não permite esta ação. Fale com o dono do estabelecimento.';
