import type { UserType } from '@vez/domain';
import type { KeyboardEventHandler, Ref } from 'react';
import { NavLink } from 'react-router';
import { CloseButton } from '../../components/ui/CloseButton';
import { isAttendant } from '../../lib/session/session-shape';
import { useSession } from '../../lib/session/useSession';
import styles from './Sidebar.module.css';

interface SidebarLink {
  to: string;
  label: string;
  /** The business's, not the counter's: absent for an Atendente (decision 070). */
  donoOnly?: true;
}

const LINKS: Record<UserType, SidebarLink[]> = {
  cliente: [
    { to: '/cliente/home', label: 'Home' },
    { to: '/cliente/estabelecimentos', label: 'Estabelecimentos' },
    { to: '/cliente/minhas-filas', label: 'Minhas Filas' },
  ],
  estabelecimento: [
    { to: '/estabelecimento/home', label: 'Home' },
    { to: '/estabelecimento/dashboard', label: 'Dashboard', donoOnly: true },
    { to: '/estabelecimento/gerenciar-filas', label: 'Gerenciar Filas' },
    { to: '/estabelecimento/planos', label: 'Planos', donoOnly: true },
    { to: '/estabelecimento/equipe', label: 'Equipe', donoOnly: true },
  ],
};

interface SidebarProps {
  id: string;
  userType: UserType;
  /** Only matters on phones, where the sidebar is a modal drawer over the page. */
  open: boolean;
  onClose: () => void;
  drawerRef: Ref<HTMLDivElement>;
  onKeyDown: KeyboardEventHandler<HTMLElement>;
}

/** The role's navigation: a column beside the page on wide screens, a drawer on phones. */
export function Sidebar({ id, userType, open, onClose, drawerRef, onKeyDown }: SidebarProps) {
  const attendant = isAttendant(useSession(userType));
  const links = LINKS[userType].filter((link) => !(attendant && link.donoOnly));
  const nav = (
    <nav aria-label="Navegação principal">
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
              // Another page closes the drawer by itself; this covers the link of the page already open.
              onClick={open ? onClose : undefined}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
  if (!open) {
    return (
      <div id={id} ref={drawerRef} className={styles.sidebar}>
        {nav}
      </div>
    );
  }
  return (
    <div
      id={id}
      ref={drawerRef}
      className={`${styles.sidebar} ${styles.open}`}
      role="dialog"
      aria-modal="true"
      aria-label="Menu de navegação"
      onKeyDown={onKeyDown}
    >
      <div className={styles.drawerHead}>
        <span className={styles.drawerTitle} aria-hidden="true">
          Menu
        </span>
        <CloseButton label="Fechar menu" onClick={onClose} />
      </div>
      {nav}
    </div>
  );
}
