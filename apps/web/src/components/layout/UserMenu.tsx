import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api/useLogout';
import type { Session } from '../../lib/session/session-store';
import styles from './UserMenu.module.css';

/**
 * Disclosure menu (button + list of links), not an ARIA "menu": plain links and Tab keep it
 * predictable for keyboard and screen-reader users. Escape and clicking outside close it.
 */
export function UserMenu({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const logout = useLogout();
  const base = session.userType === 'cliente' ? '/cliente' : '/estabelecimento';
  const firstName = session.name.split(' ')[0] || session.email;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.container} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {firstName.charAt(0).toUpperCase()}
        </span>
        <span className={styles.name}>{firstName}</span>
        <span className="visually-hidden">, menu da conta</span>
      </button>
      <div id={listId} className={styles.panel} hidden={!open}>
        <p className={styles.account}>
          <strong>{session.name}</strong>
          <span>{session.email}</span>
        </p>
        <ul className={styles.list}>
          <li>
            <Link to={`${base}/perfil`} className={styles.item} onClick={() => setOpen(false)}>
              Perfil
            </Link>
          </li>
          <li>
            <Link to={`${base}/configuracoes`} className={styles.item} onClick={() => setOpen(false)}>
              Configurações
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={styles.item}
              disabled={logout.isPending}
              onClick={() => logout.mutate(session.userType, { onSettled: () => setOpen(false) })}
            >
              {logout.isPending ? 'Saindo...' : 'Sair'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
