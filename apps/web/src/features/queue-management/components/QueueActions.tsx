import { Button, ButtonLink } from '../../../components/ui/Button';
import { ConfirmDialog, useConfirmation } from '../../../components/ui/ConfirmDialog';
import { useCallNext } from '../api/counter-presses';
import { useChangeQueueStatus, useCloseQueue } from '../api/mutations';
import type { ManagedQueue } from '../api/queue-management-api';
import { queueDetailPath } from '../paths';
import { useRunsTheBusiness } from '../use-runs-the-business';
import styles from './QueueTable.module.css';

export const CLOSE_CONFIRMATION =
  'Tem certeza que deseja encerrar esta fila? Esta ação não pode ser desfeita.';

interface QueueActionsProps {
  queue: ManagedQueue;
  /** Id of the element naming the queue, so "Pausar" is announced with the queue it acts on. */
  describedBy: string;
}

/**
 * The buttons of one table row: Pausar and Chamada for an active queue, Reativar for a
 * paused one, Abrir Agora for a scheduled one (the server opens it early), Encerrar and details always.
 */
export function QueueActions({ queue, describedBy }: QueueActionsProps) {
  const status = useChangeQueueStatus();
  const close = useCloseQueue();
  const call = useCallNext();
  const closing = useConfirmation();
  const owner = useRunsTheBusiness();
  const busy = status.isPending || close.isPending || call.isPending;
  const common = { 'aria-describedby': describedBy, disabled: busy, className: styles.action };

  return (
    <div className={styles.actions}>
      {queue.status === 'ativa' && (
        <>
          <Button
            {...common}
            loading={call.isPending}
            disabled={busy || queue.clientes_na_fila === 0}
            title={queue.clientes_na_fila === 0 ? 'Não há clientes na fila' : undefined}
            onClick={() => call.mutate(queue.id)}
          >
            Chamada
          </Button>
          <Button
            {...common}
            variant="secondary"
            loading={status.isPending}
            onClick={() => status.mutate({ queueId: queue.id, status: 'pausada' })}
          >
            Pausar
          </Button>
        </>
      )}
      {queue.status === 'pausada' && (
        <Button
          {...common}
          variant="secondary"
          loading={status.isPending}
          onClick={() => status.mutate({ queueId: queue.id, status: 'ativa' })}
        >
          Reativar
        </Button>
      )}
      {queue.status === 'agendada' && (
        <Button
          {...common}
          variant="secondary"
          loading={status.isPending}
          onClick={() => status.mutate({ queueId: queue.id, status: 'ativa' })}
        >
          Abrir Agora
        </Button>
      )}
      {owner && (
        <Button
          {...common}
          variant="danger"
          loading={close.isPending}
          onClick={() => closing.ask(() => close.mutate(queue.id))}
        >
          Encerrar
        </Button>
      )}
      <ButtonLink
        variant="ghost"
        className={styles.action}
        aria-describedby={describedBy}
        to={queueDetailPath(queue.id)}
      >
        Detalhes
      </ButtonLink>
      <ConfirmDialog
        {...closing.props}
        title={`Encerrar a fila ${queue.nome}?`}
        message={CLOSE_CONFIRMATION}
        confirmLabel="Encerrar fila"
      />
    </div>
  );
}
