import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { formatMinutes, ordinal, peopleCount, subPositionLetter } from '../../../lib/format';
import type { StreamState } from '../../../lib/live/queue-event-stream';
import { useQueueEvents } from '../../../lib/live/useQueueEvents';
import { queueKeys } from '../../queue/api/queue-api';
import { statusLabel } from '../../queue/api/queue-types';
import { useCalledNotice } from '../../queue/components/useCalledNotice';
import type { ActiveQueue } from '../api/my-queues-api';
import styles from './MyQueuesPage.module.css';

interface MyQueueCardProps {
  queue: ActiveQueue;
  /** Followed through its event stream; otherwise the page's polling keeps it current. */
  live: boolean;
  onStreamState: (queueId: number, state: StreamState) => void;
  leaving: boolean;
  onLeave: () => void;
  onAdvance: () => void;
}

/** One queue the client waits in; its position moves live with the queue's events. */
export function MyQueueCard({ queue, live, onStreamState, leaving, onLeave, onAdvance }: MyQueueCardProps) {
  const queryClient = useQueryClient();
  const announceCalled = useCalledNotice();
  const stream = useQueueEvents(live ? queue.id : null, 'cliente', (event) => {
    const me = event.me;
    if (me?.status !== 'waiting') {
      // Called, left elsewhere or closed (or a fresh stream that no longer knows the ticket): the list changes.
      if (me?.status === 'called') announceCalled();
      void queryClient.invalidateQueries({ queryKey: queueKeys.myQueues });
      return;
    }
    queryClient.setQueryData<ActiveQueue[]>(queueKeys.myQueues, (list) =>
      list?.map((item) =>
        item.id === queue.id
          ? {
              ...item,
              fila_status: event.queue.status,
              total_pessoas_fila: event.queue.totalPessoas,
              total_tickets_fila: event.queue.totalTickets,
              posicao_atual: me.position,
              letra: me.letter,
              tempo_estimado_minutos: me.estimatedWaitMinutes,
            }
          : item,
      ),
    );
  });

  useEffect(() => {
    if (live) onStreamState(queue.id, stream);
  }, [live, stream, queue.id, onStreamState]);

  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <div>
          <p className={styles.establishment}>{queue.estabelecimento_nome}</p>
          <h2 className={styles.queueName}>{queue.fila_nome}</h2>
        </div>
        <p className={styles.position}>
          <span className="visually-hidden">Sua posição: </span>
          {ordinal(queue.posicao_atual)}
          <span className={styles.letter}>
            <span className="visually-hidden">letra </span>
            {subPositionLetter(queue.letra)}
          </span>
        </p>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>Na fila</dt>
          <dd>{peopleCount(queue.total_pessoas_fila)}</dd>
        </div>
        <div>
          <dt>Tempo estimado</dt>
          <dd>
            {queue.posicao_atual === 1 ? 'Primeira posição' : formatMinutes(queue.tempo_estimado_minutos)}
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(queue.fila_status)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <ButtonLink to={`/cliente/filas/${queue.id}`}>Ver Fila</ButtonLink>
        <Button variant="secondary" onClick={onAdvance} aria-haspopup="dialog">
          Avançar Posições
        </Button>
        <Button variant="ghost" loading={leaving} onClick={onLeave}>
          Sair
        </Button>
      </div>
    </li>
  );
}
