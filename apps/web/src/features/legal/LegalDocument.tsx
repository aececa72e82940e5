import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import styles from './Legal.module.css';

/** The support address the FAQ, the landing page and Planos give. */
export const SUPPORT_EMAIL = 'suporte@vez.app';

/** When the texts last changed; say it, so readers know which version they agreed to. */
export const LEGAL_UPDATED = '24/11/2026';

interface LegalDocumentProps {
  title: string;
  /** The two or three sentences that matter most, before the details. */
  summary: ReactNode;
  children: ReactNode;
  related: { to: string; label: string };
}

/** The frame of /termos and /privacidade: public pages in the site's shell, short and plain. */
export function LegalDocument({ title, summary, children, related }: LegalDocumentProps) {
  usePageTitle(title);
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.updated}>Última atualização: {LEGAL_UPDATED}</p>
      </header>
      <div className={styles.summary}>{summary}</div>
      {children}
      <p className={styles.related}>
        Veja também: <Link to={related.to}>{related.label}</Link> ·{' '}
        <Link to="/faq">Perguntas frequentes</Link> · Dúvidas:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}
