import type { ReactNode } from 'react';
import styles from './LandingSection.module.css';

interface LandingSectionProps {
  /** The anchor the in-page nav links to (#sobre, #plano...). */
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** One landing section: an anchor target with an h2 that names it for assistive technology. */
export function LandingSection({ id, eyebrow, title, lead, tone = 'plain', children }: LandingSectionProps) {
  const titleId = `${id}-titulo`;
  return (
    <section id={id} aria-labelledby={titleId} className={`${styles.section} ${styles[tone]}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
      </header>
      {children}
    </section>
  );
}
