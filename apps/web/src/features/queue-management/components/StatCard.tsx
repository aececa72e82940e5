import type { ReactNode } from 'react';
import styles from './QueueDetail.module.css';

interface StatCardProps {
  label: string;
  value: ReactNode;
  /** What the figure rests on ("Baseado em 4 chamadas"). */
  note?: ReactNode;
}

export function StatCard({ label, value, note }: StatCardProps) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{value}</dd>
      {note && <dd className={styles.statNote}>{note}</dd>}
    </div>
  );
}
