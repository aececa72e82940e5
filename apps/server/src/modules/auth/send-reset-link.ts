import type { AppServices } from '../../app-services';
import type { ResetSubjectType } from '../../database/schema';
import { escapeHtml } from '../../mail/compose-email';
import { hashResetToken, newResetToken, RESET_TOKEN_TTL_MS } from './reset-tokens';

export interface ResetRecipient {
  /** 'membro': a team member of an establishment (decision 070), `subjectId` their member id. */
  userType: ResetSubjectType;
  subjectId: number;
  email: string;
  name: string;
}

type Services = Pick<AppServices, 'resetTokens' | 'resetLinkMutex' | 'mailer' | 'clock' | 'config'>;

/** Issues a single-use link valid for 15 minutes (older open links die) and mails it to the account. */
export function sendResetLink(services: Services, recipient: ResetRecipient, reason: 'forgot' | 'change') {
  return services.resetLinkMutex.run(`${recipient.userType}:${recipient.subjectId}`, () =>
    issueAndMail(services, recipient, reason),
  );
}

async function issueAndMail(services: Services, recipient: ResetRecipient, reason: 'forgot' | 'change') {
  const now = services.clock.now();
  const token = newResetToken();
  const id = await services.resetTokens.insert({
    tokenHash: hashResetToken(token),
    userType: recipient.userType,
    subjectId: recipient.subjectId,
    now,
    expiresAt: now + RESET_TOKEN_TTL_MS,
  });
  await services.resetTokens.invalidateOlderOpenTokensOf(recipient.userType, recipient.subjectId, id, now);
  const link = `${services.config.publicUrl}/reset-password?token=${token}`;
  const account = recipient.userType === 'cliente' ? 'cliente' : 'estabelecimento';
  // A member reads it as the login of their team, which they use at the establishments' login too.
  const intro =
    reason === 'forgot'
      ? `Recebemos um pedido para redefinir a senha da sua conta de ${account} no Vez.`
      : `Você pediu para alterar a senha da sua conta de ${account} no Vez.`;
  await services.mailer.send({
    to: recipient.email,
    subject: reason === 'forgot' ? 'Vez — redefinição de senha' : 'Vez — alteração de senha',
    text: [
      `Olá, ${recipient.name}!`,
      '',
      intro,
      'Para escolher uma nova senha, abra o link abaixo (válido por 15 minutos e só pode ser usado uma vez):',
      '',
      link,
      '',
      'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
    ].join('\n'),
    html: [
      `<p>Olá, ${escapeHtml(recipient.name)}!</p>`,
      `<p>${intro}</p>`,
      '<p>Para escolher uma nova senha, use o botão abaixo (válido por 15 minutos e só pode ser usado uma vez):</p>',
      `<p><a href="${link}">Redefinir minha senha</a></p>`,
      `<p style="color:#555">Ou copie este endereço: ${link}</p>`,
      '<p>Se não foi você, ignore este e-mail: sua senha continua a mesma.</p>',
    ].join('\n'),
  });
}
