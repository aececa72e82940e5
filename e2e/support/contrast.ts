import type { Locator } from 'playwright-core';

/** An sRGB colour as the browser computes it: "rgb(31, 111, 235)" or "rgba(0, 0, 0, 0)". */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseColor(css: string): Rgba {
  const match = css.match(/rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:[,\s/]+([\d.]+%?))?\s*\)/);
  if (!match) throw new Error(`cor não reconhecida: ${css}`);
  const alpha =
    match[4] === undefined
      ? 1
      : match[4].endsWith('%')
        ? Number.parseFloat(match[4]) / 100
        : Number(match[4]);
  return { r: Number(match[1]), g: Number(match[2]), b: Number(match[3]), a: alpha };
}

/** WCAG 2 relative luminance. */
export function luminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio between two opaque colours, from 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface FocusRing {
  style: string;
  width: number;
  color: string;
  /** What the ring is drawn on: the first opaque background among the element's ancestors. */
  background: string;
  focusVisible: boolean;
  contrast: number;
}

/**
 * The focus ring of a focused element as drawn: outline style, width and colour, and its contrast
 * against the background around it (outside the element, where a positive offset puts the ring).
 */
export async function focusRingOf(element: Locator): Promise<FocusRing> {
  const measured = await element.evaluate((el) => {
    const style = getComputedStyle(el);
    const offset = Number.parseFloat(style.outlineOffset) || 0;
    // A ring drawn inside (negative offset) sits on the element's own background.
    let node: Element | null = offset < 0 ? el : el.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const color = getComputedStyle(node).backgroundColor;
      const alpha = color.match(/rgba\([^)]*,\s*([\d.]+)\)/);
      if (color !== 'transparent' && !(alpha && Number(alpha[1]) === 0)) {
        background = color;
        break;
      }
      node = node.parentElement;
    }
    if (!node) background = getComputedStyle(document.documentElement).backgroundColor || background;
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth) || 0,
      color: style.outlineColor,
      background,
      focusVisible: el.matches(':focus-visible'),
    };
  });
  return {
    ...measured,
    contrast: contrastRatio(parseColor(measured.color), parseColor(measured.background)),
  };
}
