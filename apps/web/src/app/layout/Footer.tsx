import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { FeedbackBox } from '../../features/feedback';
import { homePathOf, useCurrentSession } from '../../lib/session/useSession';
import styles from './Footer.module.css';

interface FooterProps {
  /**
   * 'full' on public pages (brand, links, the feedback box); 'slim' inside a role's area, where the
   * page is the work and the footer is one quiet line.
   */
  variant?: 'full' | 'slim';
  /** Out of reach while the phone drawer is open over the page. */
  inert?: boolean;
}

export function Footer({ variant = 'full', inert = false }: FooterProps) {
  const session = useCurrentSession();
  // A prerendered page (decision 029) was written in the build's year: from a new year until the next
  // build the browser's differs, which is no reason to redraw the page.
  const year = new Date().getFullYear();

  if (variant === 'slim') {
    return (
      <footer className={`${styles.footer} ${styles.slim}`} inert={inert}>
        <div className={styles.slimInner}>
          <p suppressHydrationWarning className={styles.slimCopy}>{`© ${year} Vez`}</p>
          <nav aria-label="Rodapé">
            <ul className={styles.slimLinks}>
              <li>
                <Link to={session ? homePathOf(session.userType) : '/'}>Início</Link>
              </li>
              <li>
                <Link to="/faq">Perguntas frequentes</Link>
              </li>
              <li>
                <Link to="/termos">Termos</Link>
              </li>
              <li>
                <Link to="/privacidade">Privacidade</Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    );
  }

  return (
    <footer className={styles.footer} inert={inert}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p>Filas virtuais para restaurantes, barbearias, clínicas e academias. Espere onde quiser.</p>
          <nav aria-label="Rodapé">
            <ul className={styles.links}>
              <li>
                <Link to="/">Início</Link>
              </li>
              <li>
                <Link to="/faq">Perguntas frequentes</Link>
              </li>
              <li>
                {session ? (
                  <Link to={homePathOf(session.userType)}>Minha área</Link>
                ) : (
                  <Link to="/escolha-login">Entrar</Link>
                )}
              </li>
              <li>
                <Link to="/termos">Termos</Link>
              </li>
              <li>
                <Link to="/privacidade">Privacidade</Link>
              </li>
            </ul>
          </nav>
        </div>
        <FeedbackBox />
      </div>
      <p suppressHydrationWarning className={styles.copy}>{`© ${year} Vez. Todos os direitos reservados.`}</p>
    </footer>
  );
}
