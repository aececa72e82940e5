import type { QueueStatsRow } from '@vez/domain';
import { useId } from 'react';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { peopleCount } from '../../../lib/format';
import { MANAGE_QUEUES_PATH, queueDetailPath, useCallNext } from '../../queue-management';
import { minutesOrNoData, queueStatusLabel } from '../dashboard-format';
import styles from './Dashboard.module.css';

interface QueueQuickActionsProps {
  queues: QueueStatsRow[];
  /** After a call: the page reads its figures again about a second later ('Atualizando...'). */
  onCalled: () => void;
}

/** A card per open queue with what the owner does most from here: call the next client. */
export function QueueQuickActions({ queues, onCalled }: QueueQuickActionsProps) {
  return (
    <section className={styles.section} aria-labelledby="dashboard-queues">
      <h2 id="dashboard-queues" className={styles.sectionTitle}>
        Ações rápidas
      </h2>
      {queues.length === 0 ? (
        <div className={styles.emptyBox}>
          <p>Nenhuma fila aberta no momento.</p>
          <ButtonLink variant="secondary" to={MANAGE_QUEUES_PATH}>
            Gerenciar Filas
          </ButtonLink>
        </div>
      ) : (
        <ul className={styles.queueCards}>
          {queues.map((queue) => (
            <li key={queue.queueId}>
              <QueueCard queue={queue} onCalled={onCalled} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueCard({ queue, onCalled }: { queue: QueueStatsRow; onCalled: () => void }) {
  const nameId = useId();
  const call = useCallNext();
  const active = queue.status === 'ativa';
  const canCall = active && queue.pessoasAguardando > 0;
  const average = minutesOrNoData(queue.tempoMedioReal);
  return (
    <article className={styles.queueCard} aria-labelledby={nameId}>
      <div className={styles.queueCardTop}>
        <h3 id={nameId} className={styles.queueName}>
          {queue.nome}
        </h3>
        <span className={`${styles.status} ${styles[`status_${queue.status}`] ?? ''}`}>
          {queueStatusLabel(queue.status)}
        </span>
      </div>
      <p className={styles.queueFacts}>
        <span>{peopleCount(queue.pessoasAguardando)} na fila</span>
        {/* The page's period: with today's, the same figure as the detail's 'Tempo Médio de Espera'. */}
        <span>{queue.tempoMedioReal === null ? average : `${average} em média no período`}</span>
      </p>
      <div className={styles.queueButtons}>
        <Button
          disabled={!canCall}
          loading={call.isPending}
          aria-describedby={nameId}
          title={canCall ? undefined : active ? 'Não há clientes na fila' : 'A fila não está ativa'}
          onClick={() => call.mutate(queue.queueId, { onSuccess: onCalled })}
        >
          Chamar Próximo
        </Button>
        <ButtonLink variant="secondary" aria-describedby={nameId} to={queueDetailPath(queue.queueId)}>
          Ver Detalhes
        </ButtonLink>
      </div>
    </article>
  );
}
