import type { QueueBroadcast } from '@vez/domain';
import { brasiliaTime } from '../../../lib/format';
import styles from './QueueNotice.module.css';

/** 'Aviso para a fila' (decision 022) as every watcher reads it: the message and when it was sent. */
export function QueueNotice({ aviso }: { aviso: QueueBroadcast | undefined }) {
  if (!aviso) return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.label}>Aviso do estabelecimento · {brasiliaTime(aviso.em)}</p>
      <p className={styles.message}>{aviso.mensagem}</p>
    </div>
  );
}
