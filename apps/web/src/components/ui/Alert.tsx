import type { ReactNode } from 'react';
import styles from './Alert.module.css';
import { CloseButton } from './CloseButton';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
  /** Adds a close button; the label says what closes, since several alerts may share a page. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/**
 * Errors interrupt (role="alert"); success and info are polite status messages. The role is the key: a
 * notice that turns into an error is a new element, because screen readers do not announce an existing
 * element whose role changes.
 */
export function Alert({ tone, title, children, onDismiss, dismissLabel = 'Fechar aviso' }: AlertProps) {
  const role = tone === 'error' ? 'alert' : 'status';
  return (
    <div
      key={role}
      className={`${styles.alert} ${styles[tone]} ${onDismiss ? styles.dismissible : ''}`}
      role={role}
    >
      {title && <p className={styles.title}>{title}</p>}
      <div>{children}</div>
      {onDismiss && <CloseButton label={dismissLabel} onClick={onDismiss} className={styles.dismiss} />}
    </div>
  );
}
