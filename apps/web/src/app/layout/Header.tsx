import type { Ref } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo';
import { homePathOf, useCurrentSession } from '../../lib/session/useSession';
import styles from './Header.module.css';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

interface HeaderProps {
  /** Present when the page has a sidebar: on phones the sidebar becomes a drawer opened here. */
  sidebarToggle?: {
    open: boolean;
    onToggle: () => void;
    controls: string;
    ref: Ref<HTMLButtonElement>;
  };
  /** Out of reach while the phone drawer is open over the page. */
  inert?: boolean;
}

export function Header({ sidebarToggle, inert = false }: HeaderProps) {
  const session = useCurrentSession();
  return (
    <header className={styles.header} inert={inert}>
      <div className={styles.start}>
        {sidebarToggle && (
          <button
            ref={sidebarToggle.ref}
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-expanded={sidebarToggle.open}
            aria-controls={sidebarToggle.controls}
            aria-label="Menu de navegação"
            onClick={sidebarToggle.onToggle}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
            </svg>
          </button>
        )}
        <Link
          to={session ? homePathOf(session.userType) : '/'}
          className={styles.logoLink}
          aria-label="Vez, página inicial"
        >
          <Logo />
        </Link>
      </div>
      <nav className={styles.actions} aria-label="Conta e ajuda">
        <Link to="/faq" className={styles.textLink}>
          FAQ
        </Link>
        <ThemeToggle />
        {session ? (
          <UserMenu session={session} />
        ) : (
          <Link to="/escolha-login" className={styles.signIn}>
            Entrar
          </Link>
        )}
      </nav>
    </header>
  );
}
