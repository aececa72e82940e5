import { Link } from 'react-router';
import { FeedbackBox } from '../../features/feedback/FeedbackBox';
import { homePathOf, useCurrentSession } from '../../lib/session/useSession';
import { Logo } from '../ui/Logo';
import styles from './Footer.module.css';

export function Footer() {
  const session = useCurrentSession();
  return (
    <footer className={styles.footer}>
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
            </ul>
          </nav>
        </div>
        <FeedbackBox />
      </div>
      <p className={styles.copy}>© {new Date().getFullYear()} Vez. Todos os direitos reservados.</p>
    </footer>
  );
}
