import type { ReactNode } from 'react';
import styles from './Alert.module.css';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
}

/** Errors interrupt (role="alert"); success and info are polite status messages. */
export function Alert({ tone, title, children }: AlertProps) {
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title && <p className={styles.title}>{title}</p>}
      <div>{children}</div>
    </div>
  );
}
