import type { ReactNode } from 'react';

interface ScrollRegionProps {
  label: string;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A wide table that scrolls inside its own box on a phone instead of widening the page. It is named and
 * focusable, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={className} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
