/**
 * Where the notifications stand (issue 38: they must never cover what a person presses next). The
 * corner of the screen is chosen, not fixed: of the places below, in this order, the first that covers
 * none of the page's controls; when every one covers some, the one that covers least (each control it
 * touches counted whole, a link that leaves the page counting a quarter).
 */
export type ToastPlace = 'bottom-end' | 'top-end' | 'bottom-start' | 'top-start';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
  /**
   * How much covering it matters (1 when absent). A link that leaves the page ('← Voltar') is rarely
   * what a person presses next; a button or a field of the page usually is.
   */
  weight?: number;
}

/** A navigation link's weight beside a button's or a field's. */
export const LINK_WEIGHT = 0.25;

/** Phones: the full width, at the bottom (above the home indicator) or at the top. */
export const NARROW_MAX_WIDTH = 600;
const WIDE_PLACES: ToastPlace[] = ['bottom-end', 'top-end', 'bottom-start', 'top-start'];
const NARROW_PLACES: ToastPlace[] = ['bottom-end', 'top-end'];

/** The margins of Toast.module.css: 24 px from the edges, 12 px on a phone. */
function boxAt(place: ToastPlace, size: { width: number; height: number }, viewport: Box): Box {
  const narrow = viewport.width <= NARROW_MAX_WIDTH;
  const margin = narrow ? 12 : 24;
  const width = narrow ? viewport.width - 2 * margin : size.width;
  const left = place.endsWith('end') || narrow ? viewport.width - margin - width : margin;
  const top = place.startsWith('top') ? margin : viewport.height - margin - size.height;
  return { left, top, width, height: size.height };
}

function overlap(a: Box, b: Box): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

export function choosePlace(
  size: { width: number; height: number },
  viewport: Box,
  controls: readonly Box[],
  current: ToastPlace,
): ToastPlace {
  const places = viewport.width <= NARROW_MAX_WIDTH ? NARROW_PLACES : WIDE_PLACES;
  const covered = (place: ToastPlace) => {
    const box = boxAt(place, size, viewport);
    // A control half covered is as hard to press as one fully covered: each touched counts whole.
    return controls.reduce(
      (sum, control) =>
        overlap(box, control) > 0 ? sum + control.width * control.height * (control.weight ?? 1) : sum,
      0,
    );
  };
  // Staying put when nothing is covered: notifications do not jump about while the page scrolls.
  if (places.includes(current) && covered(current) === 0) return current;
  let best = places[0] ?? 'bottom-end';
  let least = Number.POSITIVE_INFINITY;
  for (const place of places) {
    const area = covered(place);
    if (area === 0) return place;
    if (area < least) {
      least = area;
      best = place;
    }
  }
  return best;
}

const CONTROLS =
  'main button:not([disabled]), main a[href], main input:not([type="hidden"]), main select, main textarea, main [role="button"], main summary';

/** The page's controls on screen now, as boxes of the viewport. */
export function controlsOnScreen(document: Document): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll(CONTROLS)) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const link = element.tagName === 'A' && element.getAttribute('role') !== 'button';
    boxes.push({
      left: rect.left,
      top: rect.top,
      width: rect.width,
      height: rect.height,
      weight: link ? LINK_WEIGHT : 1,
    });
  }
  return boxes;
}
