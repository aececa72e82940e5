import { useId } from 'react';
import type { ManagedQueue } from '../api/queue-management-api';
import { callIntervalLabel, openingNote, usersLabel } from '../queue-format';
import { AutoCallLine } from './AutoCallLine';
import { QueueActions } from './QueueActions';
import styles from './QueueTable.module.css';
import { StatusBadge } from './StatusBadge';

/** One queue of Gerenciar Filas: name and description, status, people and pace, actions. */
export function QueueRow({ queue }: { queue: ManagedQueue }) {
  const nameId = useId();
  const note = openingNote(queue);
  return (
    <tr className={styles.row}>
      <td className={styles.nameCell}>
        <p id={nameId} className={styles.name}>
          {queue.nome}
        </p>
        <p className={styles.muted}>{queue.descricao?.trim() || 'Sem descrição'}</p>
        <AutoCallLine queue={queue} nextAt={queue.proxima_chamada_em} describedBy={nameId} />
      </td>
      <td data-label="Status">
        <StatusBadge status={queue.status} />
        {note && <p className={styles.muted}>{note}</p>}
      </td>
      <td data-label="Na fila">
        <p className={styles.users}>{usersLabel(queue.clientes_na_fila)}</p>
        <p className={styles.muted}>{callIntervalLabel(queue)}</p>
      </td>
      <td className={styles.actionsCell}>
        <QueueActions queue={queue} describedBy={nameId} />
      </td>
    </tr>
  );
}
