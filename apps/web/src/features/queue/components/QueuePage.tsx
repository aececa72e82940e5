import { useQueryClient } from '@tanstack/react-query';
import { estimatedWaitRange } from '@vez/domain';
import { useParams, useSearchParams } from 'react-router';
import { useToast } from '../../../components/toast/ToastProvider';
import { Alert } from '../../../components/ui/Alert';
import { ButtonLink } from '../../../components/ui/Button';
import { ConfirmDialog, useConfirmation } from '../../../components/ui/ConfirmDialog';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { ApiError } from '../../../lib/api/errors';
import { BelowTheFold } from '../../../lib/BelowTheFold';
import { useRememberPosition } from '../../../lib/pwa/last-position';
import { isOpen } from '../../../lib/queue-status';
import { useSession } from '../../../lib/session/useSession';
import { usePageTitle } from '../../../lib/usePageTitle';
import { TicketNotices } from '../../notifications';
import { queueKeys } from '../api/queue-api';
import { useLeaveQueue } from '../api/useLeaveQueue';
import { JoinOffer } from './JoinOffer';
import { LazyJoinDialog } from './LazyJoinDialog';
import { Lineup } from './Lineup';
import { LiveBadge } from './LiveBadge';
import { LEAVE_CONFIRMATION, LEAVE_QUESTION, leaveDetail } from './leave-words';
import { MyPlace } from './MyPlace';
import { OutcomeBanner } from './OutcomeBanner';
import { PaymentResult } from './PaymentResult';
import { QueueCalled, useQueueCall } from './QueueCalled';
import { QueueEstablishment } from './QueueEstablishment';
import { QueueFacts } from './QueueFacts';
import { QueueNotice } from './QueueNotice';
import styles from './QueuePage.module.css';
import { useCalledNotice } from './useCalledNotice';
import { useJoinForm } from './useJoinForm';
import { useLiveQueueView } from './useLiveQueueView';

export function QueuePage() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <QueueMissing />;
  return <QueueScreen key={id} queueId={id} />;
}

function QueueMissing() {
  usePageTitle('Fila não encontrada');
  return (
    <div className={styles.page}>
      <ErrorState message="Fila não encontrada" />
      <ButtonLink to="/cliente/estabelecimentos" variant="secondary">
        Ver estabelecimentos
      </ButtonLink>
    </div>
  );
}

function QueueScreen({ queueId }: { queueId: number }) {
  const session = useSession('cliente');
  const queryClient = useQueryClient();
  const toast = useToast();
  const announceCalled = useCalledNotice();
  // Set by the checkout's return (ours, or Mercado Pago's back_urls) to tell the result here.
  const [searchParams, setSearchParams] = useSearchParams();
  const paymentId = searchParams.get('pagamento');
  const { queue, lineup, stream, outcome } = useLiveQueueView(queueId, (happened) => {
    if (happened === 'called') announceCalled();
  });
  // Called: one state replaces the place, the join buttons and 'not in this queue' (decision 022).
  const call = useQueueCall(queue.data, outcome === 'called');
  const [joinMode, setJoinMode] = useJoinForm(queue.data, {
    loggedIn: session !== null,
    inTheQueue: Boolean(queue.data?.minhaPosicao) || call !== null,
  });
  usePageTitle(queue.data?.nome ?? 'Fila');
  // For the offline page: the place this screen shows, or none once the client is out of the queue.
  const shown = queue.data;
  useRememberPosition(
    queueId,
    !shown
      ? undefined
      : shown.minhaPosicao && !call
        ? { queueName: shown.nome, position: shown.minhaPosicao.position }
        : null,
  );

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queueKeys.queue(queueId) });
    void queryClient.invalidateQueries({ queryKey: queueKeys.myQueues });
  };
  const leave = useLeaveQueue();
  const leaving = useConfirmation();

  if (queue.isPending) return <LoadingState message="Carregando fila..." />;
  if (queue.isError && !queue.data) {
    if (queue.error instanceof ApiError && queue.error.status === 404) return <QueueMissing />;
    return (
      <div className={styles.page}>
        <ErrorState message="Erro ao carregar dados da fila" onRetry={() => void queue.refetch()} />
      </div>
    );
  }

  const data = queue.data;
  const mine = data.minhaPosicao;
  return (
    <div className={styles.page}>
      <ButtonLink
        to={`/cliente/estabelecimentos/${data.estabelecimento_id}`}
        variant="ghost"
        className={styles.back}
      >
        ← Voltar ao estabelecimento
      </ButtonLink>
      <header className={styles.header}>
        <QueueEstablishment id={data.estabelecimento_id} />
        <div className={styles.titleRow}>
          <h1>{data.nome}</h1>
          <LiveBadge state={stream} />
        </div>
        {data.descricao && <p className={styles.description}>{data.descricao}</p>}
      </header>

      {outcome !== 'called' && <OutcomeBanner outcome={outcome} />}
      {call && <QueueCalled queue={data} call={call} />}
      <QueueNotice aviso={data.aviso} />
      <QueueFacts queue={data} />

      {paymentId && (
        <PaymentResult
          key={paymentId}
          queueId={queueId}
          paymentId={paymentId}
          mine={mine}
          // A failed re-read does not count: the place on screen would still be the old one.
          placeReadAt={queue.dataUpdatedAt}
          // Mercado Pago's own return parameters (payment_id, status...) mean nothing here: they go too.
          onClose={() => setSearchParams({}, { replace: true })}
        />
      )}
      {call ? null : mine ? (
        <MyPlace
          entry={mine}
          waitRange={estimatedWaitRange(mine.position, data.tempo_medio_faixa)}
          leaving={leave.isPending}
          onLeave={() => leaving.ask(() => leave.mutate(queueId))}
        />
      ) : isOpen(data) ? (
        <JoinOffer onJoin={setJoinMode} />
      ) : (
        <Alert tone="info">
          {data.status === 'pausada'
            ? 'Fila pausada: ninguém entra nem é chamado agora. Quem já está na fila mantém o lugar.'
            : 'Esta fila não está ativa no momento'}
        </Alert>
      )}

      <BelowTheFold>
        {!call && mine && (
          <TicketNotices
            queueId={queueId}
            ticketId={mine.id}
            queueName={data.nome}
            position={mine.position}
          />
        )}
        {(data.status === 'ativa' || data.status === 'pausada') && <Lineup query={lineup} />}
      </BelowTheFold>

      {session && (
        <LazyJoinDialog
          queueId={queueId}
          queueName={data.nome}
          mode={joinMode}
          session={session}
          onClose={() => setJoinMode(null)}
          onJoined={(message) => {
            setJoinMode(null);
            toast(message);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        {...leaving.props}
        title={LEAVE_QUESTION}
        message={LEAVE_CONFIRMATION}
        detail={leaveDetail(data.meuAvancoPagoCentavos)}
        confirmLabel="Sair da fila"
      />
    </div>
  );
}
