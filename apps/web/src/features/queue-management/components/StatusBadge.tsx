import { queueStatusLabel } from '../queue-format';
import styles from './StatusBadge.module.css';

/** Ativa / Pausada / Programada / Inativa with a colour, never colour alone: the word is always there. */
export function StatusBadge({ status }: { status: string }) {
  const label = queueStatusLabel(status);
  return <span className={`${styles.badge} ${styles[label.toLowerCase()]}`}>{label}</span>;
}
