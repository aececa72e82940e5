import { useEffect } from 'react';

/** Sets the tab title as "<page> — Vez" so screen-reader users and tab lists know where they are. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} — Vez` : 'Vez — filas virtuais';
  }, [title]);
}
