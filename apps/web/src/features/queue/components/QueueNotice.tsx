import type { QueueBroadcast } from '@vez/domain';
import { noticeTimeText } from '../../../lib/notice-time';
import styles from './QueueNotice.module.css';

/** 'Aviso para a fila' (decision 022) as every watcher reads it: the message, when it was sent, until when. */
export function QueueNotice({ aviso }: { aviso: QueueBroadcast | undefined }) {
  if (!aviso) return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.label}>Aviso do estabelecimento · {noticeTimeText(aviso)}</p>
      <p className={styles.message}>{aviso.mensagem}</p>
    </div>
  );
}
