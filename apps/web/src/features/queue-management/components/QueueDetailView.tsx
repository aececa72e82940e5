import { useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { ErrorState, LoadingState } from '../../../components/ui/PageStates';
import { errorMessage } from '../../../lib/api/errors';
import { useSession } from '../../../lib/session/useSession';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PointPicker, useDevicePoint } from '../../service-points';
import { useCallNext } from '../api/counter-presses';
import { useAutoCallStatus, useManagedQueue, useQueueClients, useWaitTime } from '../api/queries';
import { useRefetchQueueOnChange } from '../api/useRefetchQueueOnChange';
import { MANAGE_QUEUES_PATH } from '../paths';
import { useRunsTheBusiness } from '../use-runs-the-business';
import { AutoCallDialog } from './AutoCallDialog';
import { AutoCallLine } from './AutoCallLine';
import { BroadcastForm } from './BroadcastForm';
import { EditQueueDialog } from './EditQueueDialog';
import { GearIcon } from './GearIcon';
import { KioskLinksSection } from './KioskLinksSection';
import { LiveIndicator } from './LiveIndicator';
import { PanelLinksSection } from './PanelLinksSection';
import { PencilIcon } from './PencilIcon';
import { PosterSection } from './PosterSection';
import styles from './QueueDetail.module.css';
import { QueueLineup } from './QueueLineup';
import { QueueStatCards } from './QueueStatCards';
import { RecentCalls } from './RecentCalls';
import { WalkInDialog } from './WalkInDialog';

/** The queue detail: figures, the two-dimensional line, calls; all live from the stream. */
export function QueueDetailView({ queueId }: { queueId: number }) {
  const stream = useRefetchQueueOnChange(queueId);
  const owner = useSession('estabelecimento');
  // An Atendente runs the line, not the queue's settings or its links (decision 070).
  const business = useRunsTheBusiness();
  const queue = useManagedQueue(queueId, { poll: stream !== 'open' });
  // Any queue can be read (clients see it too), but only its owner manages it: another establishment's
  // queue is not offered with controls the server would refuse one by one, nor read again every 5 s.
  const foreign = owner !== null && queue.data !== undefined && queue.data.estabelecimento_id !== owner.id;
  const poll = stream !== 'open' && !foreign;
  const clients = useQueueClients(queueId, { poll, enabled: !foreign });
  const waitTime = useWaitTime(queueId, { poll, enabled: !foreign });
  const autoCall = useAutoCallStatus(queueId, { poll, enabled: !foreign });
  const call = useCallNext();
  // The service point this device calls to (issue 37): nothing is drawn when no point serves the queue.
  const device = useDevicePoint(queue.data?.estabelecimento_id ?? 0, queueId);
  const [configuring, setConfiguring] = useState(false);
  const [editing, setEditing] = useState(false);
  const [addingPerson, setAddingPerson] = useState(false);
  usePageTitle(foreign ? 'Fila não encontrada' : (queue.data?.nome ?? 'Detalhes da fila'));

  const back = (
    <ButtonLink variant="ghost" className={styles.back} to={MANAGE_QUEUES_PATH}>
      ← Voltar
    </ButtonLink>
  );

  // Before the loading state: the clients' read is switched off for such a queue, so it never arrives.
  if (foreign) {
    return (
      <div className={styles.page}>
        {back}
        <ErrorState message="Fila não encontrada" />
      </div>
    );
  }
  if (queue.isPending || clients.isPending) {
    return (
      <div className={styles.page}>
        {back}
        <LoadingState message="Carregando detalhes da fila..." />
      </div>
    );
  }
  // A failed refresh keeps what is on screen (and any open dialog); only a failed first load is an error.
  if ((queue.isError && !queue.data) || (clients.isError && !clients.data)) {
    return (
      <div className={styles.page}>
        {back}
        <ErrorState
          message={errorMessage(queue.error ?? clients.error, 'Erro ao carregar detalhes da fila')}
          onRetry={() => {
            void queue.refetch();
            void clients.refetch();
          }}
        />
      </div>
    );
  }

  const data = queue.data;
  const waiting = clients.data;
  const canCall = data.status === 'ativa' && waiting.length > 0;

  return (
    <div className={styles.page}>
      {back}
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{data.nome}</h1>
            {business && data.status !== 'encerrada' && (
              <button
                type="button"
                className={styles.iconButton}
                aria-label="Editar Fila"
                title="Editar Fila"
                onClick={() => setEditing(true)}
              >
                <PencilIcon />
              </button>
            )}
            {business && (
              <button
                type="button"
                className={styles.iconButton}
                aria-label="Configurar Chamadas Automáticas"
                title="Configurar Chamadas Automáticas"
                onClick={() => setConfiguring(true)}
              >
                <GearIcon />
              </button>
            )}
          </div>
          {data.descricao && <p className={styles.description}>{data.descricao}</p>}
          <AutoCallLine queue={data} nextAt={autoCall.data?.proximaChamadaEm} offerResume />
          <LiveIndicator state={stream} />
        </div>
        <div className={styles.headerActions}>
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            disabled={data.status !== 'ativa'}
            title={data.status === 'ativa' ? undefined : 'A fila não está ativa'}
            onClick={() => setAddingPerson(true)}
          >
            Adicionar pessoa
          </Button>
          <PointPicker points={device.points} point={device.point} onChoose={device.choose} />
          <Button
            disabled={!canCall}
            loading={call.isPending}
            title={
              canCall
                ? undefined
                : data.status === 'ativa'
                  ? 'Não há clientes na fila'
                  : 'A fila não está ativa'
            }
            onClick={() => call.mutate(device.point ? { queueId, pointId: device.point.id } : queueId)}
          >
            Chamar Próximo
          </Button>
        </div>
      </header>

      <QueueStatCards queue={data} clients={waiting} waitTime={waitTime.data} />
      <RecentCalls queueId={queueId} poll={poll} pointId={device.point?.id} />
      <BroadcastForm queueId={queueId} aviso={data.aviso} closed={data.status === 'encerrada'} />
      {business && <PosterSection queueId={queueId} closed={data.status === 'encerrada'} />}
      {owner && business && (
        <PanelLinksSection establishmentId={owner.id} queueId={queueId} queueName={data.nome} />
      )}
      {owner && business && (
        <KioskLinksSection
          establishmentId={owner.id}
          queueId={queueId}
          queueName={data.nome}
          guestsAllowed={data.permitir_convidados}
        />
      )}
      <QueueLineup
        queueId={queueId}
        clients={waiting}
        averageIntervalSeconds={waitTime.data?.intervalo.medioSegundos ?? null}
        removable={business}
      />
      {business && <AutoCallDialog open={configuring} onClose={() => setConfiguring(false)} queue={data} />}
      {business && <EditQueueDialog open={editing} onClose={() => setEditing(false)} queue={data} />}
      <WalkInDialog
        open={addingPerson}
        onClose={() => setAddingPerson(false)}
        queueId={queueId}
        queueName={data.nome}
      />
    </div>
  );
}
