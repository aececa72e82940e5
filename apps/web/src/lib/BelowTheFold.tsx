import type { ReactNode } from 'react';
import { useShownNextTask } from './useShownNextTask';

/**
 * What a screen shows under its first phone-screenful, drawn one task after the rest of the screen
 * (issue 18, decision 035). A phone then draws the part people see in one shorter task, and this part in
 * another, never both in one long task. It only adds content below what is already on screen, so nothing
 * on screen moves.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return useShownNextTask(false) ? children : null;
}
