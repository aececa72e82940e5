import type { UserType } from '@vez/domain';

/** Sessions ended on one instance, so every instance drops them from its cache at once (issue 15). */
export type SessionRevocation = { sessionId: string } | { userType: UserType; subjectId: number };

export function isSessionRevocation(value: unknown): value is SessionRevocation {
  const v = value as { sessionId?: unknown; userType?: unknown; subjectId?: unknown } | null;
  return (
    typeof v?.sessionId === 'string' ||
    ((v?.userType === 'cliente' || v?.userType === 'estabelecimento') && typeof v.subjectId === 'number')
  );
}
