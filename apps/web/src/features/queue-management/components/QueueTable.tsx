import type { ManagedQueue } from '../api/queue-management-api';
import { QueueRow } from './QueueRow';
import styles from './QueueTable.module.css';

/** The queues table; on phones each row becomes a card (CSS only, the table stays a table). */
export function QueueTable({ queues }: { queues: ManagedQueue[] }) {
  return (
    <div className={styles.wrapper}>
      <div className={styles.frame}>
        <table className={styles.table}>
          <caption className="visually-hidden">Suas filas</caption>
          <thead>
            <tr>
              <th scope="col">Filas</th>
              <th scope="col">Status</th>
              <th scope="col">Usuários</th>
              <th scope="col">
                <span className="visually-hidden">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {queues.map((queue) => (
              <QueueRow key={queue.id} queue={queue} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
