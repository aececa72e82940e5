import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const MAX_FRAMES = 30;

/**
 * After client-side navigation, moves focus to the new page's h1 so keyboard and screen-reader
 * users start reading the new content (the browser does this on full loads, SPAs must do it).
 * Lazy pages may render a few frames later, so it waits for the heading briefly. Focus the visitor (or
 * the page) has already put inside the new page, or moved anywhere while the heading was coming, stays
 * there: a login form tapped, or the account menu opened, while the heading was still coming would
 * otherwise lose the keystrokes that follow.
 *
 * A page reached by a link or a redirect opens at its top, as a page of its own does: the document would
 * otherwise keep the scroll of the page left (an establishment opened from far down the list opened
 * far down its own page). Back and forward (POP) leave the scroll to the browser.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  // Read when the path changes: a change of search alone (a filter, a period) is no new page.
  const type = useNavigationType();
  const navigationType = useRef(type);
  navigationType.current = type;
  // The path whose page already has its start: the initial load keeps the browser's own focus start
  // (top of the document). A path, not a first-render flag: StrictMode runs the effect twice on mount
  // in development, and a flag would treat the second run as a navigation.
  const started = useRef(pathname);

  useEffect(() => {
    if (started.current === pathname) return;
    started.current = pathname;
    if (navigationType.current !== 'POP') window.scrollTo(0, 0);
    let frames = 0;
    let handle = 0;
    // Where focus was when the page changed: once the visitor moves it (opens the account menu, tabs
    // on) while the heading is still coming, it is theirs, inside the new page or not.
    const before = document.activeElement;
    const tryFocus = () => {
      if (focusIsInsideThePage() || focusMovedSince(before)) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (frames++ < MAX_FRAMES) handle = requestAnimationFrame(tryFocus);
    };
    handle = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(handle);
  }, [pathname]);
}

function focusMovedSince(before: Element | null): boolean {
  const active = document.activeElement;
  return active !== null && active !== before && active !== document.body;
}

function focusIsInsideThePage(): boolean {
  const active = document.activeElement;
  const main = document.querySelector('main');
  return active !== null && main !== null && active !== main && main.contains(active);
}
