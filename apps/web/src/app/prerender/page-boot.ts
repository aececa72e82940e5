import { bootOnIntent, PAGE_READY_EVENT } from '../../lib/prerender/boot-on-intent';
import { keepEarlyInstallPrompt } from '../../lib/pwa/early-install-prompt';
import { hasStoredSession } from '../../lib/session/session-key';
import { readTheme, toggleTheme } from '../../lib/theme/theme-store';

/**
 * The only script a prerendered page loads at first (decision 029). The app's own entry is named by
 * the build in <meta name="vez-app">; it hydrates the page when it runs.
 */
const entry = document.querySelector<HTMLMetaElement>('meta[name="vez-app"]')?.content;

// The theme toggle works before the app does: a tap applies and saves the theme at once, so it holds
// even when the visitor leaves or reloads before the app has started (then the app reads it).
const themeToggle = document.querySelector('[data-theme-toggle]');
const showPressed = () => themeToggle?.setAttribute('aria-pressed', String(readTheme() === 'dark'));
const toggleBeforeApp = (event: MouseEvent) => {
  if (!(event.target instanceof Element) || !event.target.closest('[data-theme-toggle]')) return;
  event.stopImmediatePropagation(); // not held for the app: done here
  toggleTheme();
  showPressed();
};
showPressed();
document.addEventListener('click', toggleBeforeApp, true);
document.addEventListener(
  PAGE_READY_EVENT,
  () => document.removeEventListener('click', toggleBeforeApp, true),
  {
    once: true,
  },
);

keepEarlyInstallPrompt();

if (entry) {
  bootOnIntent(document, {
    start: () => import(/* @vite-ignore */ entry),
    now: hasStoredSession(),
    onError: (error) => {
      console.error('Vez: não foi possível iniciar o app', error);
      reloadOnceIfStale();
    },
  });
}

/**
 * Online and still unable to load the app: this page names scripts a newer build has replaced (it was
 * left open across a deploy). Loading the page again, once per tab, brings the current names; offline,
 * the next intent tries again.
 */
function reloadOnceIfStale() {
  const key = 'vez.recarregou-pagina';
  try {
    if (!navigator.onLine || sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    return;
  }
  window.location.reload();
}
