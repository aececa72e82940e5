import type { ReactNode } from 'react';

interface ScrollRegionProps {
  label: string;
  className?: string | undefined;
  id?: string;
  hidden?: boolean;
  children: ReactNode;
}

/**
 * A table that scrolls inside its own box (a phone, a long list) instead of stretching the page. It is
 * named and focusable, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, id, hidden, children }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section id={id} className={className} aria-label={label} tabIndex={0} hidden={hidden}>
      {children}
    </section>
  );
}
