import { z } from '../zod';
import { TEAM_ROLES } from './team-roles';

const role = z.enum(TEAM_ROLES);

export const teamMemberSchema = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  papel: role,
  ativo: z.boolean(),
  desde: z.string().describe('quando aceitou o convite (ISO 8601)'),
  desativadoEm: z.string().nullable(),
});
export type TeamMemberView = z.output<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.number(),
  nome: z.string(),
  email: z.string(),
  papel: role,
  enviadoEm: z.string(),
  expiraEm: z.string(),
  expirado: z.boolean(),
});
export type TeamInvitationView = z.output<typeof teamInvitationSchema>;

/** GET /api/equipe: the team, the open invitations and the plan's room for more. */
export const teamViewSchema = z.object({
  titular: z.object({ nome: z.string(), email: z.string() }).describe('o login do próprio estabelecimento'),
  membros: z.array(teamMemberSchema),
  convites: z.array(teamInvitationSchema),
  limite: z.object({
    planoId: z.number().nullable(),
    maximo: z.number().describe('pessoas além do dono'),
    ocupadas: z.number().describe('membros ativos e convites em aberto'),
    texto: z.string(),
  }),
});
export type TeamView = z.output<typeof teamViewSchema>;

/** What the invitation page shows before the password is chosen. */
export const invitationCheckSchema = z.object({
  estabelecimento: z.string(),
  nome: z.string(),
  email: z.string(),
  papel: role,
  expiraEm: z.string(),
});
export type InvitationCheck = z.output<typeof invitationCheckSchema>;
