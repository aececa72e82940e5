import type { UserType } from '@vez/domain';
import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathOf, useSession } from '../../../lib/session/useSession';
import type { AuthNavigationState } from '../navigation-state';

/**
 * Lets the nested routes render only for a logged-in user of `role`.
 * A visitor goes to that role's login, carrying the requested path in `state.from`.
 * A session that ends while here (Sair, a dead token, another tab logging out) goes to the
 * login choice instead, as SPEC §2/§8 say for logout and invalid tokens.
 */
export function RequireRole({ userType: role }: { userType: UserType }) {
  const session = useSession(role);
  const location = useLocation();
  const hadSession = useRef(session !== null);
  if (session) {
    hadSession.current = true;
    return <Outlet />;
  }
  if (hadSession.current) return <Navigate to="/escolha-login" replace />;
  const state: AuthNavigationState = { from: `${location.pathname}${location.search}` };
  return <Navigate to={loginPathOf(role)} replace state={state} />;
}
