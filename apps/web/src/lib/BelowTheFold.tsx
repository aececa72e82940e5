import { type ReactNode, useEffect, useState } from 'react';

/**
 * What a screen shows under its first phone-screenful, drawn one task after the rest of the screen
 * (issue 18, decision 035). A phone then commits the part people see in one shorter task, and this part
 * in another, never both in one long task: React slices the rendering of a transition, not its commit.
 * It only adds content below what is already on screen, so nothing on screen moves.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Its own task: the effects of a draw run together, and this part would join them.
    const timer = setTimeout(() => setShown(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
