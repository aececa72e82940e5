import type { SessionUser, TeamRole, UserType } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { verifyAgainstDecoy, verifyPassword } from '../../auth/password-hashing';
import { AppError, unauthorized } from '../app-error';
import { toClientSessionUser, toEstablishmentSessionUser } from './account-views';
import { startSession } from './start-session';

export interface LogInInput {
  userType: UserType;
  email: string;
  password: string;
  userAgent: string;
}

/** One message for an unknown e-mail and a wrong password, so the form does not reveal who has an account. */
const WRONG_CREDENTIALS = 'E-mail ou senha incorretos';

type LogInServices = Pick<
  AppServices,
  'users' | 'establishments' | 'team' | 'sessions' | 'tokens' | 'clock' | 'config' | 'loginAttempts'
>;

/** The same for every e-mail, registered or not, so the limit does not reveal who has an account. */
function tooManyAttempts(waitMs: number) {
  const seconds = Math.ceil(waitMs / 1000);
  const wait =
    seconds === 1
      ? '1 segundo'
      : seconds < 120
        ? `${seconds} segundos`
        : `${Math.ceil(seconds / 60)} minutos`;
  return new AppError(
    'too-many',
    `Muitas tentativas de login nesta conta. Aguarde ${wait} e tente novamente, ou use 'Esqueci minha senha'.`,
  );
}

export async function logIn(services: LogInServices, input: LogInInput) {
  const attemptKey = `${input.userType}:${input.email.trim().toLowerCase()}`;
  const waitMs = await services.loginAttempts.reserve(attemptKey, services.clock.now());
  if (waitMs > 0) throw tooManyAttempts(waitMs);
  const account = await findAccount(services, input.userType, input.email);
  const matches = account
    ? await verifyPassword(input.password, account.passwordHash)
    : await verifyAgainstDecoy(input.password);
  if (!account || !matches) throw unauthorized(WRONG_CREDENTIALS);
  await services.loginAttempts.clear(attemptKey);

  const token = await startSession(services, {
    userType: input.userType,
    userId: account.user.id,
    userAgent: input.userAgent,
    ...(account.member ? { member: account.member } : {}),
  });
  return { token, user: account.user };
}

interface FoundAccount {
  user: SessionUser;
  passwordHash: string;
  member?: { id: number; role: TeamRole };
}

async function findAccount(
  services: LogInServices,
  userType: UserType,
  email: string,
): Promise<FoundAccount | null> {
  if (userType === 'cliente') {
    const row = await services.users.findByEmail(email);
    return row ? { user: toClientSessionUser(row), passwordHash: row.password_hash } : null;
  }
  const row = await services.establishments.findByEmail(email);
  if (row) return { user: toEstablishmentSessionUser(row), passwordHash: row.password_hash };
  // A team member logs in at the same place with their own e-mail (one login per e-mail, decision 070).
  const member = await services.team.findActiveMemberByEmail(email);
  const establishment = member && (await services.establishments.findById(member.establishment_id));
  if (!member || !establishment) return null;
  return {
    user: toEstablishmentSessionUser(establishment, member),
    passwordHash: member.password_hash,
    member: { id: member.id, role: member.role },
  };
}
