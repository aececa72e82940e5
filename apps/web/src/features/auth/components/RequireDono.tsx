import { Outlet } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/PageStates';
import { isAttendant } from '../../../lib/session/session-shape';
import { useSession } from '../../../lib/session/useSession';
import { usePageTitle } from '../../../lib/usePageTitle';

/**
 * The business's pages (Dashboard, Planos, Equipe, Perfil, Configurações): an Atendente who opens one by
 * its address is told it is the owner's and led to the queues, instead of a page whose every read the
 * server refuses (decision 070). Sits inside RequireRole, so there is always an establishment session.
 */
export function RequireDono() {
  const session = useSession('estabelecimento');
  if (!isAttendant(session)) return <Outlet />;
  return <OwnersPage />;
}

function OwnersPage() {
  usePageTitle('Página do dono');
  return (
    <div>
      <h1>Página do dono do estabelecimento</h1>
      <EmptyState message="Sua função na equipe é Atendente: esta página é só para quem é Dono. As filas estão em Gerenciar Filas.">
        <ButtonLink to="/estabelecimento/gerenciar-filas">Ir para Gerenciar Filas</ButtonLink>
      </EmptyState>
    </div>
  );
}
