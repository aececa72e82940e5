import { useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../lib/session/useSession';
import type { AuthNavigationState } from '../../auth';
import { MyQueuesPage } from './MyQueuesPage';

export const NOT_AUTHENTICATED_MESSAGE = 'Usuário não autenticado. Faça login para continuar.';

/**
 * Who may open Minhas Filas (decision 011): a visitor goes to the client login with the reason; an
 * establishment user (logged in only as such) goes back to the establishment home.
 */
export function MyQueuesAccess() {
  const client = useSession('cliente');
  const establishment = useSession('estabelecimento');
  const location = useLocation();
  const hadSession = useRef(client !== null);
  if (client) {
    hadSession.current = true;
    return <MyQueuesPage />;
  }
  // Sair (or a dead token) while here goes to the login choice, as on every client page.
  if (hadSession.current) return <Navigate to="/escolha-login" replace />;
  if (establishment) return <Navigate to="/estabelecimento/home" replace />;
  const state: AuthNavigationState = {
    from: location.pathname,
    message: NOT_AUTHENTICATED_MESSAGE,
    tone: 'info',
  };
  return <Navigate to="/login" replace state={state} />;
}
