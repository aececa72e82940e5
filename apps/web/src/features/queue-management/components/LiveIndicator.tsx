import type { StreamState } from '../../../lib/live/queue-event-stream';
import styles from './QueueDetail.module.css';

const TEXT: Record<StreamState, string> = {
  open: 'Ao vivo',
  connecting: 'Conectando...',
  unavailable: 'Atualizando a cada 5 s',
};

/** Says how fresh the screen is: pushed live, or the 5-second refresh of the fallback. */
export function LiveIndicator({ state }: { state: StreamState }) {
  return (
    <span className={`${styles.live} ${state === 'open' ? styles.liveOn : ''}`}>
      <span className={styles.liveDot} aria-hidden="true" />
      {TEXT[state]}
    </span>
  );
}
