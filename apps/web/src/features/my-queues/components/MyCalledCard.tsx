import { ButtonLink } from '../../../components/ui/Button';
import { CalledState, callKey, dismissCall, isCallDismissed, QueueNotice } from '../../queue';
import type { ActiveQueue } from '../api/my-queues-api';
import styles from './MyQueuesPage.module.css';

/**
 * A queue that called the client (decision 022): only 'É a sua vez!', where and since when — no
 * position, no advance, no leave. 'Entendi' removes the card (on this device, for this call).
 */
export function MyCalledCard({ queue, onDismiss }: { queue: ActiveQueue; onDismiss: () => void }) {
  const key = calledCardKey(queue);
  return (
    <li className={styles.card}>
      <CalledState
        key={key}
        establishment={queue.estabelecimento_nome}
        queueName={queue.fila_nome}
        calledAt={queue.chamado_em ?? null}
        recalledAt={queue.chamado_novamente_em}
        point={queue.ponto ?? null}
        headingLevel="h2"
        onDismiss={() => {
          dismissCall(key);
          onDismiss();
        }}
      />
      <QueueNotice aviso={queue.aviso} />
      <div className={styles.actions}>
        <ButtonLink to={`/cliente/filas/${queue.id}`} variant="ghost">
          Ver Fila
        </ButtonLink>
      </div>
    </li>
  );
}

function calledCardKey(queue: ActiveQueue): string {
  return callKey(queue.ticketId, queue.chamado_em, queue.chamado_novamente_em);
}

/** Whether the card is shown: a waiting one always, a called one until its call is dismissed here. */
export function isCardShown(queue: ActiveQueue): boolean {
  return queue.situacao !== 'chamado' || !isCallDismissed(calledCardKey(queue));
}
