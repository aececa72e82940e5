import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { countOf } from '../../../lib/format';
import { useRemoveFromQueue } from '../api/mutations';
import type { QueueClient } from '../api/queue-management-api';
import { estimatedWaitSeconds, groupByPosition } from '../queue-format';
import { ClientCard } from './ClientCard';
import styles from './QueueDetail.module.css';

/** What 'Remover da fila' costs, said before it is done. */
export const REMOVE_WARNING =
  'A pessoa sai da fila e quem está atrás dela sobe. Para voltar, ela precisa entrar de novo, no fim da fila.';
export const REMOVE_PAID_DETAIL = 'Esta pessoa pagou para avançar: removê-la não devolve o valor pago.';

interface QueueLineupProps {
  queueId: number;
  clients: QueueClient[];
  /** Observed average between calls, or null when there are too few calls to say. */
  averageIntervalSeconds: number | null;
  /** 'Remover da fila' on each card: the owner's, not an Atendente's (decision 070). */
  removable?: boolean;
}

/** 'Fila Bidimensional - Visão do Estabelecimento': positions in order, tickets side by side. */
export function QueueLineup({
  queueId,
  clients,
  averageIntervalSeconds,
  removable = true,
}: QueueLineupProps) {
  const titleId = useId();
  const remove = useRemoveFromQueue(queueId);
  const [removing, setRemoving] = useState<QueueClient | null>(null);
  return (
    <section className={styles.lineup} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Fila Bidimensional - Visão do Estabelecimento
      </h2>
      {clients.length === 0 ? (
        <p className={styles.emptyLineup}>Nenhum cliente na fila no momento.</p>
      ) : (
        <ol className={styles.positions}>
          {groupByPosition(clients).map((group) => (
            <li key={group.position} className={styles.position}>
              <div className={styles.positionHeader}>
                <h3>Posição {group.position}</h3>
                <span className={styles.positionCount}>
                  {countOf(group.clients.length, 'cliente', 'clientes')}
                </span>
              </div>
              <ul className={styles.clients}>
                {group.clients.map((client) => (
                  <ClientCard
                    key={client.id}
                    client={client}
                    estimatedSeconds={estimatedWaitSeconds(client, averageIntervalSeconds)}
                    onRemove={removable ? setRemoving : undefined}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remover ${removing?.nome ?? ''} da fila?`}
        message={REMOVE_WARNING}
        detail={removing?.paidAdvance ? REMOVE_PAID_DETAIL : undefined}
        confirmLabel="Remover da fila"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
      />
    </section>
  );
}
