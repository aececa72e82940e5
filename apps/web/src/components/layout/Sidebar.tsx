import type { UserType } from '@vez/domain';
import { NavLink } from 'react-router';
import styles from './Sidebar.module.css';

const LINKS: Record<UserType, { to: string; label: string }[]> = {
  cliente: [
    { to: '/cliente/home', label: 'Home' },
    { to: '/cliente/estabelecimentos', label: 'Estabelecimentos' },
    { to: '/cliente/minhas-filas', label: 'Minhas Filas' },
  ],
  estabelecimento: [
    { to: '/estabelecimento/home', label: 'Home' },
    { to: '/estabelecimento/dashboard', label: 'Dashboard' },
    { to: '/estabelecimento/gerenciar-filas', label: 'Gerenciar Filas' },
    { to: '/estabelecimento/planos', label: 'Planos' },
  ],
};

interface SidebarProps {
  id: string;
  userType: UserType;
  /** Only matters on phones, where the sidebar is a drawer. */
  open: boolean;
  onNavigate: () => void;
}

export function Sidebar({ id, userType, open, onNavigate }: SidebarProps) {
  return (
    <nav id={id} className={`${styles.sidebar} ${open ? styles.open : ''}`} aria-label="Navegação principal">
      <ul className={styles.list}>
        {LINKS[userType].map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              onClick={onNavigate}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
