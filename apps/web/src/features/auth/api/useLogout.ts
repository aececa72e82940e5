import { useMutation } from '@tanstack/react-query';
import type { UserType } from '@vez/domain';
import { useLocation, useNavigate } from 'react-router';
import { roleOfPath } from '../../../lib/session/useSession';
import { forgetLocalSession } from '../session-exit';
import { logout } from './auth-api';

/**
 * Ends one role's session: tells the server (so the token is revoked), then forgets it locally
 * even if the server could not be reached — the user asked to leave and must not stay logged in.
 */
export function useLogout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: async (role: UserType) => {
      try {
        await logout(role);
      } catch {
        // Revocation failed (offline, token already dead): clearing locally is still right.
      }
      return role;
    },
    onSuccess: (role) => {
      forgetLocalSession(role);
      // Inside the role's area its route guard sends the user to /escolha-login on its own;
      // navigating here too would race it and leave a duplicate history entry.
      if (roleOfPath(pathname) !== role) navigate('/escolha-login');
    },
  });
}
