import { useEffect, useState } from 'react';

/**
 * True at once when `shownAtFirst`, else false in the first render and true one task later (issue 18,
 * decisions 035 and 036): what it guards is drawn in a task of its own after the rest.
 */
export function useShownNextTask(shownAtFirst: boolean): boolean {
  const [shown, setShown] = useState(shownAtFirst);
  useEffect(() => {
    if (shown) return;
    // Its own task: the effects of a draw run together, and the guarded part would join them.
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown;
}
