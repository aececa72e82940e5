import { useEffect, useState } from 'react';
import { ButtonLink } from '../../../components/ui/Button';
import { ConfirmDialog, useConfirmation } from '../../../components/ui/ConfirmDialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/PageStates';
import type { StreamState } from '../../../lib/live/queue-event-stream';
import { useRememberAllPositions } from '../../../lib/pwa/last-position';
import { usePageTitle } from '../../../lib/usePageTitle';
import { LEAVE_CONFIRMATION, LEAVE_QUESTION, leaveDetail, useLeaveQueue } from '../../queue';
import { useMyQueues } from '../api/my-queues-api';
import { AdvanceDialog } from './AdvanceDialog';
import { isCardShown, MyCalledCard } from './MyCalledCard';
import { MyQueueCard } from './MyQueueCard';
import styles from './MyQueuesPage.module.css';
import { useMyQueuesLive } from './useMyQueuesLive';

export function MyQueuesPage() {
  usePageTitle('Minhas Filas');
  // The popup reads the live card, not a copy taken at the click: positions keep moving meanwhile.
  const [advancingId, setAdvancingId] = useState<number | null>(null);
  // The list's polling depends on the stream, whose queues come from the list: the state is kept here.
  const [streamState, setStreamState] = useState<StreamState>('connecting');
  const query = useMyQueues(streamState);
  const live = useMyQueuesLive(query.data);
  useEffect(() => setStreamState(live), [live]);
  const advancing = query.data?.find((queue) => queue.id === advancingId) ?? null;
  const leave = useLeaveQueue();
  const leaving = useConfirmation();
  // Which card's 'Sair' asked: the dialog names what that ticket paid to advance.
  const [leavingPaid, setLeavingPaid] = useState(0);
  // 'Entendi' on a called card hides it (remembered on the device); this re-renders the list.
  const [, setDismissals] = useState(0);
  const cards = query.data?.filter(isCardShown);
  // For the offline page: the places this list shows (a called ticket has no place to keep).
  useRememberAllPositions(
    query.data
      ?.filter((q) => q.situacao !== 'chamado')
      .map((q) => ({
        queueId: q.id,
        queueName: q.fila_nome,
        establishment: q.estabelecimento_nome,
        position: q.posicao_atual,
      })),
  );

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
      ) : !cards || cards.length === 0 ? (
        <EmptyState message="Você não está em nenhuma fila">
          <ButtonLink to="/cliente/estabelecimentos">Explorar estabelecimentos</ButtonLink>
        </EmptyState>
      ) : (
        <ul className={styles.list}>
          {cards.map((queue) =>
            queue.situacao === 'chamado' ? (
              <MyCalledCard key={queue.id} queue={queue} onDismiss={() => setDismissals((n) => n + 1)} />
            ) : (
              <MyQueueCard
                key={queue.id}
                queue={queue}
                leaving={leave.isPending && leave.variables === queue.id}
                onLeave={() => {
                  setLeavingPaid(queue.avanco_pago_centavos ?? 0);
                  leaving.ask(() => leave.mutate(queue.id));
                }}
                onAdvance={() => setAdvancingId(queue.id)}
              />
            ),
          )}
        </ul>
      )}
      <AdvanceDialog queue={advancing} onClose={() => setAdvancingId(null)} />
      <ConfirmDialog
        {...leaving.props}
        title={LEAVE_QUESTION}
        message={LEAVE_CONFIRMATION}
        detail={leaveDetail(leavingPaid)}
        confirmLabel="Sair da fila"
      />
    </div>
  );
}
