import { formatPhone } from '@vez/domain';
import { countOf, subPositionLetter } from '../../../lib/format';
import type { QueueClient } from '../api/queue-management-api';
import { formatEstimatedWait } from '../queue-format';
import styles from './QueueDetail.module.css';

interface ClientCardProps {
  client: QueueClient;
  estimatedSeconds: number;
}

/** One ticket as its establishment sees it: who, how to reach them, the group, the estimate. */
export function ClientCard({ client, estimatedSeconds }: ClientCardProps) {
  const members = client.groupMembers;
  return (
    <li className={styles.client}>
      <div className={styles.clientTop}>
        <span className={styles.letter}>
          <span className="visually-hidden">Subposição </span>
          {subPositionLetter(client.subPosition)}
        </span>
        <p className={styles.clientName}>{client.nome}</p>
      </div>
      {(client.paidAdvance || client.isGroupLeader) && (
        <div className={styles.badges}>
          {client.paidAdvance && <span className={`${styles.badge} ${styles.paid}`}>PAGOU</span>}
          {client.isGroupLeader && <span className={`${styles.badge} ${styles.group}`}>GRUPO</span>}
        </div>
      )}
      {client.email && <p className={styles.contact}>{client.email}</p>}
      {client.telefone && <p className={styles.contact}>{formatPhone(client.telefone)}</p>}
      {client.isGroupLeader && (
        <div className={styles.members}>
          <p className={styles.membersTitle}>Grupo de {countOf(client.groupSize, 'pessoa', 'pessoas')}</p>
          {members.length > 0 && (
            <ul>
              {members.map((member, index) => (
                // Members have no id of their own; their order on the ticket is stable.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={index}>{member.nome}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className={styles.estimate}>{formatEstimatedWait(estimatedSeconds, client)}</p>
    </li>
  );
}
