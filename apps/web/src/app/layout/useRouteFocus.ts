import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const MAX_FRAMES = 30;

/**
 * After client-side navigation, moves focus to the new page's h1 so keyboard and screen-reader
 * users start reading the new content (the browser does this on full loads, SPAs must do it).
 * Lazy pages may render a few frames later, so it waits for the heading briefly. Focus the visitor (or
 * the page) has already put inside the new page stays there: a login form tapped while its heading was
 * still coming would otherwise lose the keystrokes typed after the heading took focus.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    // The initial load keeps the browser's own focus start (top of the document).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    void pathname;
    let frames = 0;
    let handle = 0;
    const tryFocus = () => {
      if (focusIsInsideThePage()) return;
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
        return;
      }
      if (frames++ < MAX_FRAMES) handle = requestAnimationFrame(tryFocus);
    };
    handle = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(handle);
  }, [pathname]);
}

function focusIsInsideThePage(): boolean {
  const active = document.activeElement;
  const main = document.querySelector('main');
  return active !== null && main !== null && active !== main && main.contains(active);
}
