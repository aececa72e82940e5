/**
 * Chromium offers installation once, early. On the prerendered landing page (decision 029) that can
 * come before the app has started, so the loader keeps the offer here for the app to take over.
 */
const KEPT = Symbol.for('vez.early-install-prompt');

type WindowWithKept = Window & { [KEPT]?: Event };

export function keepEarlyInstallPrompt(): void {
  window.addEventListener(
    'beforeinstallprompt',
    (event) => {
      event.preventDefault(); // no mini-infobar: the landing page offers it in words
      (window as WindowWithKept)[KEPT] = event;
    },
    { once: true },
  );
}

/** The offer kept before the app started, if any; it can be taken once. */
export function takeEarlyInstallPrompt(): Event | null {
  const w = window as WindowWithKept;
  const event = w[KEPT] ?? null;
  delete w[KEPT];
  return event;
}
