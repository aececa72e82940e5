import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const MAX_FRAMES = 30;

/**
 * After client-side navigation, moves focus to the new page's h1 so keyboard and screen-reader
 * users start reading the new content (the browser does this on full loads, SPAs must do it).
 * Lazy pages may render a few frames later, so it waits for the heading briefly.
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
