import { ALREADY_FIRST_MESSAGE, waitBasisLabel } from '@vez/domain';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { formatMinutes, ordinal, peopleCount, subPositionLetter } from '../../../lib/format';
import { statusLabel } from '../../../lib/queue-status';
import { CardNotice } from '../../notifications';
import { QueueNotice } from '../../queue';
import type { ActiveQueue } from '../api/my-queues-api';
import styles from './MyQueuesPage.module.css';

interface MyQueueCardProps {
  queue: ActiveQueue;
  leaving: boolean;
  onLeave: () => void;
  onAdvance: () => void;
}

/** One queue the client waits in; the page's live stream (useMyQueuesLive) keeps its figures moving. */
export function MyQueueCard({ queue, leaving, onLeave, onAdvance }: MyQueueCardProps) {
  const first = queue.posicao_atual <= 1;
  const noteId = `avanco-${queue.id}`;
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
            {queue.posicao_atual === 1
              ? 'Primeira posição'
              : queue.tempo_estimado_faixa
                ? `${queue.tempo_estimado_faixa[0]}–${queue.tempo_estimado_faixa[1]} min`
                : formatMinutes(queue.tempo_estimado_minutos)}
            {queue.posicao_atual > 1 && (
              <small className={styles.basis}>{waitBasisLabel(queue.tempo_estimado_baseado_em)}</small>
            )}
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(queue.fila_status)}</dd>
        </div>
      </dl>
      <CardNotice
        queueId={queue.id}
        ticketId={queue.ticketId}
        queueName={queue.fila_nome}
        position={queue.posicao_atual}
      />
      <QueueNotice aviso={queue.aviso} />
      <div className={styles.actions}>
        <ButtonLink to={`/cliente/filas/${queue.id}`}>Ver Fila</ButtonLink>
        <Button
          variant="secondary"
          onClick={onAdvance}
          aria-haspopup="dialog"
          // Alone in the queue is first too (a group of 3 alone is one ticket): one reason, said here.
          disabled={first}
          aria-describedby={first ? noteId : undefined}
        >
          Avançar Posições
        </Button>
        <Button variant="ghost" loading={leaving} onClick={onLeave}>
          Sair
        </Button>
      </div>
      {first && (
        <p id={noteId} className={styles.advanceNote}>
          {ALREADY_FIRST_MESSAGE}
        </p>
      )}
    </li>
  );
}
