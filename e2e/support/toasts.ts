import type { Page } from 'playwright-core';

/**
 * The page's controls (in <main>) that a notification covers now: those whose centre, or a corner a
 * little inside, falls on the notifications' region. Issue 38: it must be none.
 */
export function controlsUnderToasts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const region = document.querySelector('section[aria-label="Notificações"]');
    if (!region) return [];
    const selector =
      'main button:not([disabled]), main a[href], main input:not([type="hidden"]), main select, main textarea';
    const covered: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const r = control.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.bottom < 0 || r.top > window.innerHeight) continue;
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 4, r.top + 4],
        [r.right - 4, r.bottom - 4],
      ];
      if (points.some(([x, y]) => region.contains(document.elementFromPoint(x ?? 0, y ?? 0)))) {
        covered.push(control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName);
      }
    }
    return covered;
  });
}
