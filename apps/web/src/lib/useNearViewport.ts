import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref has come within `rootMargin` of the viewport; once
 * true it stays true, so what it shows is never taken away. Without IntersectionObserver (jsdom, old
 * browsers) it is true at once. The ref is a callback, so an element mounted later is watched too.
 */
export function useNearViewport<T extends Element>(
  rootMargin = '300px',
): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  return [setElement, near];
}
