import { useMutation } from '@tanstack/react-query';
import type { UserType } from '@vez/domain';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../lib/session/session-store';
import { logout } from './auth-api';

/**
 * Ends one role's session: tells the server (so the token is revoked), then forgets it locally
 * even if the server could not be reached — the user asked to leave and must not stay logged in.
 */
export function useLogout() {
  const navigate = useNavigate();
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
      navigate('/escolha-login');
      clearSession(role);
    },
  });
}
