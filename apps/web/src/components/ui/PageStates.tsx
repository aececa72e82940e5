import type { ReactNode } from 'react';
import { Button } from './Button';
import styles from './PageStates.module.css';
import { Spinner } from './Spinner';

/** "Carregando estabelecimentos...": a spinner with the screen's own loading text. */
export function LoadingState({ message }: { message: string }) {
  return (
    <div className={styles.state} role="status">
      <Spinner label="" />
      <p className={styles.text}>{message}</p>
    </div>
  );
}

/** A failed load: the message and 'Tentar Novamente' (never made-up data in its place). */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <p className={styles.text}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Tentar Novamente
        </Button>
      )}
    </div>
  );
}

/** Nothing to show yet, with the action that gets the user going. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className={styles.state}>
      <p className={styles.text}>{message}</p>
      {children}
    </div>
  );
}
