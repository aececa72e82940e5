import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api/useLogout';
import { isAttendant } from '../../lib/session/session-shape';
import type { Session } from '../../lib/session/session-store';
import styles from './UserMenu.module.css';

type Focus = 'first' | 'last';

const itemsOf = (menu: HTMLElement | null) =>
  Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The account menu, on the WAI-ARIA menu button pattern: Enter, Space or ArrowDown open it on its
 * first item (ArrowUp on its last); ArrowUp/ArrowDown/Home/End move between the items; Escape
 * closes it and gives focus back to the button; Tab closes it and moves on; a click outside closes it.
 */
export function UserMenu({ session }: { session: Session }) {
  const [open, setOpen] = useState(false);
  // Which item takes focus once the menu has rendered open.
  const [pendingFocus, setPendingFocus] = useState<Focus | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const logout = useLogout();
  const base = session.userType === 'cliente' ? '/cliente' : '/estabelecimento';
  // A person by their first name (a team member too); an establishment by its whole name ('Barbearia',
  // alone, names no one).
  const member = session.membroNome ?? null;
  const shownName =
    (session.userType === 'cliente'
      ? session.name.split(' ')[0]
      : member
        ? member.split(' ')[0]
        : session.name) || session.email;
  // Perfil and Configurações are the business's: an Atendente has only Sair (decision 070).
  const attendant = isAttendant(session);

  const openMenu = (focus: Focus) => {
    setOpen(true);
    setPendingFocus(focus);
  };
  const close = ({ returnFocus }: { returnFocus: boolean }) => {
    setOpen(false);
    setPendingFocus(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open || !pendingFocus) return;
    const list = itemsOf(menuRef.current);
    (pendingFocus === 'first' ? list[0] : list[list.length - 1])?.focus();
    setPendingFocus(null);
  }, [open, pendingFocus]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick as the button's own activation.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close({ returnFocus: true });
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemsOf(menuRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close({ returnFocus: true });
      case 'Tab':
        // Focus goes back to the button first, so the browser's own Tab moves on from there.
        return close({ returnFocus: true });
      case ' ':
        // Links answer Enter only; in a menu Space activates an item too.
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        return;
    }
  };

  const logOut = () => {
    if (logout.isPending) return;
    logout.mutate(session.userType, { onSettled: () => close({ returnFocus: false }) });
  };

  return (
    <div className={styles.container} ref={containerRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close({ returnFocus: false }) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className={styles.avatar} aria-hidden="true">
          {shownName.charAt(0).toUpperCase()}
        </span>
        <span className={styles.name}>{shownName}</span>
        <span className="visually-hidden">, menu da conta</span>
      </button>
      <div className={styles.panel} hidden={!open}>
        <p className={styles.account}>
          <strong>{member ?? session.name}</strong>
          {member && (
            <span>
              {session.name} · {attendant ? 'Atendente' : 'Dono'}
            </span>
          )}
          <span>{session.email}</span>
        </p>
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.list}
          onKeyDown={onMenuKeyDown}
          tabIndex={-1}
        >
          {!attendant && (
            <>
              <Link
                role="menuitem"
                tabIndex={-1}
                to={`${base}/perfil`}
                className={styles.item}
                onClick={() => close({ returnFocus: false })}
              >
                Perfil
              </Link>
              <Link
                role="menuitem"
                tabIndex={-1}
                to={`${base}/configuracoes`}
                className={styles.item}
                onClick={() => close({ returnFocus: false })}
              >
                Configurações
              </Link>
            </>
          )}
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className={styles.item}
            aria-disabled={logout.isPending || undefined}
            onClick={logOut}
          >
            {logout.isPending ? 'Saindo...' : 'Sair'}
          </button>
        </div>
      </div>
    </div>
  );
}
