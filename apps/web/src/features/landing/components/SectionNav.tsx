import styles from './SectionNav.module.css';

export const LANDING_SECTIONS = [
  { id: 'sobre', label: 'Sobre' },
  { id: 'oferece', label: 'O que oferecemos' },
  { id: 'plano', label: 'Planos' },
  { id: 'equipe', label: 'Equipe' },
  { id: 'baixarapp', label: 'App' },
  { id: 'contato', label: 'Contato' },
] as const;

/** In-page navigation: plain fragment links, so they work without JavaScript and move focus too. */
export function SectionNav() {
  return (
    <nav className={styles.nav} aria-label="Seções da página">
      <ul className={styles.list}>
        {LANDING_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.link}>
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
