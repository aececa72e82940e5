import { formatPhone, TICKET_ORIGIN_LABELS } from '@vez/domain';
import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { countOf, subPositionLetter } from '../../../lib/format';
import type { QueueClient } from '../api/queue-management-api';
import { formatEstimatedWait } from '../queue-format';
import styles from './QueueDetail.module.css';

interface ClientCardProps {
  client: QueueClient;
  estimatedSeconds: number;
  /** 'Remover da fila' (asks first); absent, the card offers no action. */
  onRemove?: (client: QueueClient) => void;
}

/**
 * One ticket as its establishment sees it: who, where they came from (CONVIDADO, BALCÃO, QUIOSQUE: none
 * for an account), how to reach them, the group, the estimate, and taking them out of the line.
 */
export function ClientCard({ client, estimatedSeconds, onRemove }: ClientCardProps) {
  const nameId = useId();
  const members = client.groupMembers;
  const origin = client.origem ? TICKET_ORIGIN_LABELS[client.origem] : null;
  return (
    <li className={styles.client}>
      <div className={styles.clientTop}>
        <span className={styles.letter}>
          <span className="visually-hidden">Subposição </span>
          {subPositionLetter(client.subPosition)}
        </span>
        <p id={nameId} className={styles.clientName}>
          {client.nome}
        </p>
        {origin && <span className={`${styles.badge} ${styles.origin}`}>{origin}</span>}
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
      {onRemove && (
        <Button
          variant="ghost"
          className={styles.remove}
          aria-haspopup="dialog"
          aria-describedby={nameId}
          onClick={() => onRemove(client)}
        >
          Remover da fila
        </Button>
      )}
    </li>
  );
}
