import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** Where the sidebar turns into a drawer; Sidebar.module.css uses the same width. */
export const DRAWER_MEDIA = '(max-width: 860px)';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
}

/**
 * The phone drawer as a modal: while open, focus starts on its first link and stays inside (Tab
 * wraps), the page behind is inert (the shell reads `open`) and does not scroll, Escape and the
 * backdrop close it and give focus back to the menu button. Changing page closes it too, and the
 * new page's heading takes focus (useRouteFocus); so does growing past the phone layout.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  const { pathname } = useLocation();

  const close = useCallback((giveFocusBack = true) => {
    returnFocus.current = giveFocusBack;
    setOpen(false);
  }, []);
  const toggle = useCallback(() => {
    if (open) close();
    else setOpen(true);
  }, [open, close]);

  useEffect(() => {
    void pathname;
    close(false);
  }, [pathname, close]);

  useEffect(() => {
    if (open) {
      const links = drawerRef.current?.querySelectorAll<HTMLElement>('nav a[href]');
      (links?.[0] ?? focusablesIn(drawerRef.current)[0])?.focus();
      return;
    }
    if (returnFocus.current) toggleRef.current?.focus();
    returnFocus.current = false;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('scroll-locked');
    const media = window.matchMedia?.(DRAWER_MEDIA);
    const onMedia = () => {
      if (!media?.matches) close(false);
    };
    media?.addEventListener('change', onMedia);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('scroll-locked');
      media?.removeEventListener('change', onMedia);
    };
  }, [open, close]);

  /** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
  const trapFocus = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!open || event.key !== 'Tab') return;
      const items = focusablesIn(drawerRef.current);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !drawerRef.current?.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !drawerRef.current?.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    },
    [open],
  );

  return { open, toggle, close, toggleRef, drawerRef, trapFocus };
}
