import { useState } from 'react';
import { useShownNextTask } from '../../lib/useShownNextTask';

let deferNextShell = false;

/**
 * main.tsx, about to draw a page that came without its HTML (a logged-in screen opened directly): the
 * shell's first draw leaves the screen and the footer for the next task (decision 036). A prerendered page
 * is taken over as it is, in one pass, so it never asks for this.
 */
export function drawScreenAfterShell(): void {
  deferNextShell = true;
}

/**
 * Whether the shell draws its screen (and footer) now. False only in the app's first draw after
 * `drawScreenAfterShell`; true a task later, once the header has been drawn and painted, and always
 * afterwards (moving between screens draws in one pass, as before).
 */
export function useScreenShown(): boolean {
  const [shownAtFirst] = useState(() => {
    const defer = deferNextShell;
    deferNextShell = false;
    return !defer;
  });
  return useShownNextTask(shownAtFirst);
}
