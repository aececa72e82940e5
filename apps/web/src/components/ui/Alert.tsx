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

/** Errors interrupt (role="alert"); success and info are polite status messages. */
export function Alert({ tone, title, children, onDismiss, dismissLabel = 'Fechar aviso' }: AlertProps) {
  return (
    <div
      className={`${styles.alert} ${styles[tone]} ${onDismiss ? styles.dismissible : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title && <p className={styles.title}>{title}</p>}
      <div>{children}</div>
      {onDismiss && <CloseButton label={dismissLabel} onClick={onDismiss} className={styles.dismiss} />}
    </div>
  );
}
