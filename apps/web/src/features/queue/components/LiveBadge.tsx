import type { StreamState } from '../../../lib/live/queue-event-stream';
import styles from './QueuePage.module.css';

/**
 * Tells the user whether what they see moves by itself. The dot beats for a few seconds when the live
 * channel opens (again after a reconnection), then rests: a pulse that never stops is blinking content
 * past WCAG 2.2.2's five seconds, and it keeps a phone drawing a frame every 16 ms for as long as its
 * owner waits (decision 043).
 */
export function LiveBadge({ state }: { state: StreamState }) {
  if (state === 'open') {
    return (
      <span className={`${styles.live} ${styles.liveOn}`}>
        <span className={styles.dot} data-testid="pulso-ao-vivo" aria-hidden="true" /> Ao vivo
      </span>
    );
  }
  return (
    <span className={styles.live}>{state === 'connecting' ? 'Conectando...' : 'Atualizando a cada 5 s'}</span>
  );
}
