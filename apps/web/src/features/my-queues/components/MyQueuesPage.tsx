import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { ButtonLink } from '../../../components/ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { MAX_PAGE_STREAMS, type StreamState } from '../../../lib/live/queue-event-stream';
import { usePageTitle } from '../../../lib/usePageTitle';
import { leaveQueue, queueKeys } from '../../queue/api/queue-api';
import { LEAVE_CONFIRMATION } from '../../queue/components/QueuePage';
import { type ActiveQueue, useMyQueues } from '../api/my-queues-api';
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
  const [someStreamDown, setSomeStreamDown] = useState(false);
  const query = useMyQueues(someStreamDown);
  const advancing = query.data?.find((queue) => queue.id === advancingId) ?? null;
  // Only the cards on screen and followed live count: a card that went away leaves no stale state.
  const liveIds = (query.data ?? []).slice(0, MAX_PAGE_STREAMS).map((queue) => queue.id);
  const down = liveIds.some((id) => streams[id] === 'unavailable');
  if (down !== someStreamDown) setSomeStreamDown(down);
  const onStreamState = useCallback((queueId: number, state: StreamState) => {
    setStreams((current) => (current[queueId] === state ? current : { ...current, [queueId]: state }));
  }, []);
  const queryClient = useQueryClient();
  const toast = useToast();

  const leave = useMutation({
    mutationFn: (queueId: number) => leaveQueue(queueId),
    onSuccess: (result, queueId) => {
      toast(result.message, 'info');
      queryClient.setQueryData<ActiveQueue[]>(queueKeys.myQueues, (list) =>
        list?.filter((q) => q.id !== queueId),
      );
      void queryClient.invalidateQueries({ queryKey: queueKeys.queue(queueId) });
    },
    onError: () => toast('Não foi possível sair da fila. Tente novamente.', 'error'),
  });

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
