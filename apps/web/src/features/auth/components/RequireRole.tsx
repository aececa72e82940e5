import type { UserType } from '@vez/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathOf, useSession } from '../../../lib/session/useSession';
import type { AuthNavigationState } from '../navigation-state';

/** Lets the nested routes render only for a logged-in user of `role`; others go to that role's login. */
export function RequireRole({ userType: role }: { userType: UserType }) {
  const session = useSession(role);
  const location = useLocation();
  if (!session) {
    const state: AuthNavigationState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={loginPathOf(role)} replace state={state} />;
  }
  return <Outlet />;
}
