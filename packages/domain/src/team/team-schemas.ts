import { emailField, newPasswordField, requiredText } from '../auth/fields';
import { z } from '../zod';
import { TEAM_ROLES } from './team-roles';

const roleField = z.enum(TEAM_ROLES, { error: 'Escolha a função: Dono ou Atendente' });

/** 'Convidar' on the Equipe page. */
export const inviteMemberSchema = z.object({
  nome: requiredText('Nome obrigatório', 120),
  email: emailField,
  papel: roleField,
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;
export type InviteMember = z.output<typeof inviteMemberSchema>;

export const changeMemberRoleSchema = z.object({ papel: roleField });

const INVALID_INVITATION = 'Convite inválido. Confira o link do e-mail.';

/** The invitation's secret travels in the body (it lives in the page's fragment, never in a URL we log). */
export const invitationTokenSchema = z.object({
  token: z
    .string({ error: INVALID_INVITATION })
    .trim()
    .min(20, { error: INVALID_INVITATION })
    .max(200, { error: INVALID_INVITATION }),
});

export const acceptInvitationSchema = invitationTokenSchema.extend({ senha: newPasswordField });
export type AcceptInvitation = z.output<typeof acceptInvitationSchema>;
