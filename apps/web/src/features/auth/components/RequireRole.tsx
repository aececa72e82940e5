import type { UserType } from '@vez/domain';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathOf, useSession } from '../../../lib/session/useSession';
import type { AuthNavigationState } from '../navigation-state';
import { exitPathOf, resetExitPath } from '../session-exit';

/**
 * Lets the nested routes render only for a logged-in user of `role`.
 * A visitor goes to that role's login, carrying the requested path in `state.from`.
 * A session that ends while here (Sair, a dead token, another tab logging out) goes to the
 * login choice instead (decision 007) — or to the landing page when the user deleted the account or
 * ended every session (`endLocalSession`).
 */
export function RequireRole({ userType: role }: { userType: UserType }) {
  const session = useSession(role);
  const location = useLocation();
  const hadSession = useRef(session !== null);
  const loggedIn = session !== null;
  useEffect(() => {
    if (loggedIn) resetExitPath(role);
  }, [loggedIn, role]);
  if (session) {
    hadSession.current = true;
    return <Outlet />;
  }
  if (hadSession.current) return <Navigate to={exitPathOf(role)} replace />;
  const state: AuthNavigationState = { from: `${location.pathname}${location.search}` };
  return <Navigate to={loginPathOf(role)} replace state={state} />;
}
