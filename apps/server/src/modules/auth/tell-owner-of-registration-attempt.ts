import { brasiliaDay, type UserType } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { hashPassword } from '../../auth/password-hashing';
import { enqueueEmail } from '../outbox/enqueue-email';

/**
 * Someone registered with an e-mail that already has an account. The form answers exactly as for a new
 * account (so it cannot be used to learn who has one); the owner is told by e-mail instead, at most once
 * a day, so the form cannot be used to flood their inbox either.
 */
export async function tellOwnerOfRegistrationAttempt(
  services: Pick<AppServices, 'outbox' | 'clock' | 'config'>,
  owner: { userType: UserType; id: number; email: string; name: string },
  typedPassword: string,
): Promise<void> {
  // A new account costs a password hash; so does this path, or the answer's timing would tell them apart.
  await hashPassword(typedPassword);
  const now = services.clock.now();
  const loginPath = owner.userType === 'cliente' ? '/login' : '/login-estab';
  await enqueueEmail(services.outbox, {
    key: `registration-attempt:${owner.userType}:${owner.id}:${brasiliaDay(now)}`,
    to: owner.email,
    now,
    content: {
      subject: 'Tentativa de cadastro com o seu e-mail — Vez',
      greeting: `Olá, ${owner.name}!`,
      paragraphs: [
        'Alguém tentou criar uma nova conta no Vez com este e-mail, que já tem uma conta conosco. Nenhuma conta nova foi criada e a sua continua como estava.',
        "Se foi você, entre com a sua senha de sempre. Se não se lembra dela, use 'Esqueci minha senha' na página de login.",
        'Se não foi você, pode ignorar esta mensagem.',
      ],
      action: { label: 'Entrar no Vez', url: `${services.config.publicUrl}${loginPath}` },
    },
  });
}
