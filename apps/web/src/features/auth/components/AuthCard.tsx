import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import styles from './AuthCard.module.css';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Registration forms need more room than a login form. */
  wide?: boolean;
  children: ReactNode;
}

/** The centred card every auth screen sits in, so they share rhythm and width. */
export function AuthCard({ title, subtitle, wide = false, children }: AuthCardProps) {
  return (
    <div className={`${styles.wrapper} ${wide ? styles.wide : ''}`}>
      <Card>
        <h1>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </Card>
    </div>
  );
}
