import { bootOnIntent } from '../../lib/prerender/boot-on-intent';
import { keepEarlyInstallPrompt } from '../../lib/pwa/early-install-prompt';
import { hasStoredSession } from '../../lib/session/session-key';

/**
 * The only script a prerendered page loads at first (decision 029). The app's own entry is named by
 * the build in <meta name="vez-app">; it hydrates the page when it runs.
 */
const entry = document.querySelector<HTMLMetaElement>('meta[name="vez-app"]')?.content;

// The theme toggle's state is the one thing the HTML cannot know at build time.
document
  .querySelector('[data-theme-toggle]')
  ?.setAttribute('aria-pressed', String(document.documentElement.dataset.theme === 'dark'));

keepEarlyInstallPrompt();

if (entry) {
  bootOnIntent(document, {
    start: () => import(/* @vite-ignore */ entry),
    now: hasStoredSession(),
    onError: (error) => console.error('Vez: não foi possível iniciar o app', error),
  });
}
