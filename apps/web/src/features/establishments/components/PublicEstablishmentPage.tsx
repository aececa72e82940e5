import { clientEstablishmentPath, establishmentDisplayName } from '@vez/domain';
import { Link, Navigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/Button';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { ApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/useSession';
import { usePageTitle } from '../../../lib/usePageTitle';
import type { AuthNavigationState } from '../../auth';
import { useEstablishment } from '../api/establishments-api';
import styles from './EstablishmentDetailPage.module.css';
import { EstablishmentHeader } from './EstablishmentHeader';
import { VisitorQueues } from './VisitorQueues';

/**
 * `/estabelecimentos/:id`, the page an establishment shares (decision 069): anyone reads it without an
 * account and joins a queue as a guest or with their account. A logged-in client is sent to the client
 * area's page of the same establishment, the one with 'Ver Fila'.
 */
export function PublicEstablishmentPage() {
  const id = Number(useParams().id);
  const client = useSession('cliente');
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFound />;
  if (client) return <Navigate to={clientEstablishmentPath(id)} replace />;
  return <VisitorEstablishment id={id} />;
}

function NotFound() {
  usePageTitle('Estabelecimento não encontrado');
  return (
    <div className={`${styles.page} ${styles.centred} ${styles.narrow}`}>
      <Alert tone="error" title="Estabelecimento não encontrado">
        Confira o link com o estabelecimento: ele pode ter mudado ou a conta ter sido encerrada.
      </Alert>
      <ButtonLink to="/" variant="secondary" className={styles.home}>
        Ir para o início
      </ButtonLink>
    </div>
  );
}

function VisitorEstablishment({ id }: { id: number }) {
  const query = useEstablishment(id);
  const name = query.data ? establishmentDisplayName(query.data) : null;
  usePageTitle(name ?? 'Estabelecimento');

  if (query.isPending) return <LoadingState message="Carregando estabelecimento..." />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    // 400: an id past what the server counts; as unknown to the visitor as a 404.
    if (status === 404 || status === 400) return <NotFound />;
    return (
      <div className={`${styles.page} ${styles.centred}`}>
        <ErrorState
          message="Erro ao carregar dados do estabelecimento"
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }

  return (
    <div className={`${styles.page} ${styles.centred}`}>
      <EstablishmentHeader establishment={query.data} />
      <VisitorQueues establishmentId={id} establishmentName={name ?? ''} />
      <p className={styles.help}>
        Primeira vez no Vez?{' '}
        <Link
          to="/cadastro-cliente"
          state={{ from: clientEstablishmentPath(id) } satisfies AuthNavigationState}
        >
          Criar conta de cliente
        </Link>
        {' · '}
        <Link to="/faq">Como funciona</Link>
      </p>
    </div>
  );
}
