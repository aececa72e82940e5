import { type TeamRole, teamRoleDescription, teamRoleLabel } from '@vez/domain';
import type { Kysely, Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../database/schema';
import { resolveSentLinkBase } from '../links/resolve-link-base';
import { enqueueEmail } from '../outbox/enqueue-email';

export interface InvitationEmail {
  establishmentId: number;
  invitationId: number;
  /** 1 for the first e-mail, then one more per 'Reenviar': each send is written once, sent once. */
  send: number;
  to: string;
  name: string;
  role: TeamRole;
  establishmentName: string;
  invitedBy: string;
  token: string;
  now: number;
}

/**
 * The invitation, through the outbox in the transaction that made it: its key names the establishment,
 * the invitation and the send, so a retried request or a second instance never mails it twice. The
 * token rides in the link's fragment (`/convite#…`), which browsers never send to a server or a log.
 */
export function enqueueInvitationEmail(
  services: Pick<AppServices, 'outbox' | 'config'>,
  email: InvitationEmail,
  executor: Kysely<Database> | Transaction<Database>,
): Promise<boolean> {
  const base = resolveSentLinkBase(services.config).url;
  return enqueueEmail(
    services.outbox,
    {
      key: `team-invitation:${email.establishmentId}:${email.invitationId}:${email.send}`,
      to: email.to,
      now: email.now,
      content: {
        subject: `Convite para a equipe de ${email.establishmentName} no Vez`,
        greeting: `Olá, ${email.name}!`,
        paragraphs: [
          `${email.invitedBy} convidou você para a equipe de ${email.establishmentName} no Vez, como ${teamRoleLabel(email.role)}.`,
          `${teamRoleLabel(email.role)}: ${teamRoleDescription(email.role)}`,
          'Para aceitar, abra o link abaixo e crie a sua senha. Ele vale por 72 horas e só pode ser usado uma vez.',
          `Depois, entre em ${base}/login-estab com este e-mail e a senha que você criou.`,
        ],
        action: { label: 'Aceitar o convite', url: `${base}/convite#${email.token}` },
        footer:
          'Se você não esperava este convite, ignore este e-mail: nenhuma conta é criada sem a sua senha.',
      },
    },
    executor,
  );
}
