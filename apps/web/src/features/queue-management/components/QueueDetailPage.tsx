import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { ErrorState } from '../../../components/ui/PageStates';
import { MANAGE_QUEUES_PATH } from '../paths';
import { QueueDetailView } from './QueueDetailView';

/** /estabelecimento/gerenciar-filas/:id — a path that cannot be a queue id never reaches the server. */
export function QueueDetailPage() {
  const queueId = Number(useParams().id);
  if (!Number.isSafeInteger(queueId) || queueId <= 0) {
    return (
      <div>
        <ButtonLink variant="ghost" to={MANAGE_QUEUES_PATH}>
          ← Voltar
        </ButtonLink>
        <ErrorState message="Fila não encontrada" />
      </div>
    );
  }
  // Keyed: another queue's page starts from a clean slate (dialogs closed, its own stream).
  return <QueueDetailView key={queueId} queueId={queueId} />;
}
