import { useId } from 'react';
import { countOf } from '../../../lib/format';
import type { QueueClient } from '../api/queue-management-api';
import { estimatedWaitSeconds, groupByPosition } from '../queue-format';
import { ClientCard } from './ClientCard';
import styles from './QueueDetail.module.css';

interface QueueLineupProps {
  clients: QueueClient[];
  /** Observed average between calls, or null when there are too few calls to say. */
  averageIntervalSeconds: number | null;
}

/** 'Fila Bidimensional - Visão do Estabelecimento': positions in order, tickets side by side. */
export function QueueLineup({ clients, averageIntervalSeconds }: QueueLineupProps) {
  const titleId = useId();
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
                  />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
