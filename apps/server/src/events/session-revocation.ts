import type { UserType } from '@vez/domain';

/**
 * Sessions ended on one instance, so every instance drops them from its cache at once (issue 15): one
 * session, every session of an account, or every session of one team member (decision 070).
 */
export type SessionRevocation =
  | { sessionId: string }
  | { userType: UserType; subjectId: number }
  | { memberId: number };

export function isSessionRevocation(value: unknown): value is SessionRevocation {
  const v = value as {
    sessionId?: unknown;
    userType?: unknown;
    subjectId?: unknown;
    memberId?: unknown;
  } | null;
  return (
    typeof v?.sessionId === 'string' ||
    (typeof v?.memberId === 'number' && Number.isSafeInteger(v.memberId)) ||
    ((v?.userType === 'cliente' || v?.userType === 'estabelecimento') && typeof v.subjectId === 'number')
  );
}
