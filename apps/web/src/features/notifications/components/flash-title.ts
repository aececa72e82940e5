/** How long the title blinks while the client is looking at the tab, and at most while they are not. */
export const FLASH_VISIBLE_MS = 6_000;
export const FLASH_MAX_MS = 120_000;
const BLINK_MS = 1_000;

/**
 * Blinks the tab title between `flash` and the page's own title, so a client on another tab sees it:
 * a few seconds once the tab is in view, two minutes at most. Returns a function that stops it and puts
 * the page's title back.
 */
export function flashTitle(flash: string, doc: Document = document): () => void {
  const original = doc.title;
  let showing = false;
  let stopped = false;
  const blink = setInterval(() => {
    showing = !showing;
    doc.title = showing ? flash : original;
  }, BLINK_MS);
  doc.title = flash;
  showing = true;

  let visibleTimer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(blink);
    clearTimeout(visibleTimer);
    clearTimeout(maxTimer);
    doc.removeEventListener('visibilitychange', onVisibility);
    doc.title = original;
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible' && visibleTimer === undefined) {
      visibleTimer = setTimeout(stop, FLASH_VISIBLE_MS);
    }
  };
  const maxTimer = setTimeout(stop, FLASH_MAX_MS);
  doc.addEventListener('visibilitychange', onVisibility);
  onVisibility();
  return stop;
}
