import type { StreamState } from '../../../lib/live/queue-event-stream';
import styles from './QueuePage.module.css';

/** Tells the user whether what they see moves by itself. */
export function LiveBadge({ state }: { state: StreamState }) {
  if (state === 'open') {
    return (
      <span className={`${styles.live} ${styles.liveOn}`}>
        <span className={styles.dot} aria-hidden="true" /> Ao vivo
      </span>
    );
  }
  return (
    <span className={styles.live}>{state === 'connecting' ? 'Conectando...' : 'Atualizando a cada 5 s'}</span>
  );
}
