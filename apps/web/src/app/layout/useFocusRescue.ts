import { useEffect } from 'react';

const RESCUE_DELAY_MS = 30;

/**
 * When the control that had focus disappears (a card removed after 'Sair da fila', a notice closed, a
 * dialog whose opener is gone), browsers drop focus to the top of the document and a keyboard or
 * screen-reader user starts over from the header. This puts them at the start of the page's content
 * instead: its h1, or <main>.
 */
export function useFocusRescue(): void {
  useEffect(() => {
    let lastFocused: Element | null = null;
    const remember = (event: FocusEvent) => {
      lastFocused = event.target instanceof Element ? event.target : null;
    };
    const rescue = () => {
      const lost = lastFocused && !lastFocused.isConnected;
      const dropped = document.activeElement === null || document.activeElement === document.body;
      if (!lost || !dropped) return;
      lastFocused = null;
      const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('main');
      if (!target) return;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    };
    // A moment's delay lets a component put focus back itself first (a dialog returning it to its opener).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(rescue, RESCUE_DELAY_MS);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', remember);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('focusin', remember);
    };
  }, []);
}
