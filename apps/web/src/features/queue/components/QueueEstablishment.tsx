import { useEstablishmentName } from '../../establishments';
import styles from './QueuePage.module.css';

/**
 * The establishment's name over the queue's, once read (usually cached from its page). Its line is kept
 * while it loads, so the page does not move when it arrives.
 */
export function QueueEstablishment({ id }: { id: number }) {
  const name = useEstablishmentName(id);
  return (
    <p className={styles.establishment} aria-hidden={name ? undefined : true}>
      {name ?? '\u00a0'}
    </p>
  );
}
