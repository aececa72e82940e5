import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { ButtonLink } from '../../../components/ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { MAX_PAGE_STREAMS, type StreamState } from '../../../lib/live/queue-event-stream';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useLeaveQueue } from '../../queue/api/useLeaveQueue';
import { LEAVE_CONFIRMATION } from '../../queue/components/QueuePage';
import { useMyQueues } from '../api/my-queues-api';
import { AdvanceDialog } from './AdvanceDialog';
import { MyQueueCard } from './MyQueueCard';
import styles from './MyQueuesPage.module.css';

/** SPEC §4: the advance popup opens only when someone else is in the queue too. */
const ALONE_MESSAGE = 'Não é possível avançar posições quando há apenas uma pessoa na fila';

export function MyQueuesPage() {
  usePageTitle('Minhas Filas');
  // The popup reads the live card, not a copy taken at the click: positions keep moving meanwhile.
  const [advancingId, setAdvancingId] = useState<number | null>(null);
  const [streams, setStreams] = useState<Record<number, StreamState>>({});
  const query = useMyQueues(streams);
  const advancing = query.data?.find((queue) => queue.id === advancingId) ?? null;
  const onStreamState = useCallback((queueId: number, state: StreamState) => {
    setStreams((current) => (current[queueId] === state ? current : { ...current, [queueId]: state }));
  }, []);
  const toast = useToast();
  const leave = useLeaveQueue();

  return (
    <div className={styles.page}>
      <header>
        <h1>Minhas Filas</h1>
        <p className={styles.lead}>Sua posição muda aqui sozinha conforme a fila anda.</p>
      </header>
      {query.isPending ? (
        <LoadingState message="Carregando suas filas..." />
      ) : query.isError && !query.data ? (
        <ErrorState message="Erro ao carregar suas filas" onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState message="Você não está em nenhuma fila">
          <ButtonLink to="/cliente/estabelecimentos">Explorar estabelecimentos</ButtonLink>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {query.data.map((queue, index) => (
            <MyQueueCard
              key={queue.id}
              queue={queue}
              live={index < MAX_PAGE_STREAMS}
              onStreamState={onStreamState}
              leaving={leave.isPending && leave.variables === queue.id}
              onLeave={() => {
                if (window.confirm(LEAVE_CONFIRMATION)) leave.mutate(queue.id);
              }}
              onAdvance={() =>
                queue.total_tickets_fila > 1 ? setAdvancingId(queue.id) : toast(ALONE_MESSAGE, 'info')
              }
            />
          ))}
        </ul>
      )}
      <AdvanceDialog queue={advancing} onClose={() => setAdvancingId(null)} />
    </div>
  );
}
