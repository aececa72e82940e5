import { establishmentDisplayName } from '@vez/domain';
import { Link, useLocation, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { formatMinutes } from '../../../lib/format';
import { usePageTitle } from '../../../lib/usePageTitle';
import { NotFoundPage } from '../../not-found';
import { type EstablishmentSummary, useEstablishment } from '../api/establishments-api';
import styles from './EstablishmentDetailPage.module.css';
import { EstablishmentHeader } from './EstablishmentHeader';
import { EstablishmentQueues } from './EstablishmentQueues';

/** An establishment without a measured average shows 15 min. */
const DEFAULT_AVERAGE_WAIT_MINUTES = 15;

function cardFromState(state: unknown): EstablishmentSummary | undefined {
  const candidate = (state as { establishment?: EstablishmentSummary } | null)?.establishment;
  return candidate && typeof candidate.id === 'number' ? candidate : undefined;
}

export function EstablishmentDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return valid ? <EstablishmentDetail id={id} /> : <NotFoundPage />;
}

function EstablishmentDetail({ id }: { id: number }) {
  const fromList = cardFromState(useLocation().state);
  const query = useEstablishment(id);
  // The card the user clicked shows at once while the full detail loads.
  const establishment = query.data ?? (fromList?.id === id ? fromList : undefined);
  const name = establishment ? establishmentDisplayName(establishment) : null;
  usePageTitle(name ?? 'Estabelecimento');

  const back = (
    <ButtonLink to="/cliente/estabelecimentos" variant="ghost" className={styles.back}>
      ← Voltar para estabelecimentos
    </ButtonLink>
  );

  if (!establishment) {
    if (query.isPending) return <LoadingState message="Carregando estabelecimento..." />;
    const missing = query.error && 'status' in query.error && query.error.status === 404;
    return (
      <div className={styles.page}>
        {back}
        <ErrorState
          message={missing ? 'Estabelecimento não encontrado' : 'Erro ao carregar dados do estabelecimento'}
          onRetry={missing ? undefined : () => void query.refetch()}
        />
      </div>
    );
  }

  const average = query.data ? (query.data.tempo_medio_espera ?? DEFAULT_AVERAGE_WAIT_MINUTES) : null;
  return (
    <div className={styles.page}>
      {back}
      {query.isError && (
        <ErrorState
          message="Erro ao carregar dados do estabelecimento"
          onRetry={() => void query.refetch()}
        />
      )}
      <EstablishmentHeader
        establishment={establishment}
        noDescription="Descrição não disponível."
        facts={
          <div>
            <dt>Tempo médio de espera</dt>
            <dd>{average === null ? '…' : formatMinutes(average)}</dd>
          </div>
        }
      />
      <EstablishmentQueues establishmentId={id} />
      <p className={styles.help}>
        Dúvidas sobre como funciona? Veja as <Link to="/faq">perguntas frequentes</Link>.
      </p>
    </div>
  );
}
