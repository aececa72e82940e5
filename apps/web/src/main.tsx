import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { prefetchRoute } from './app/route-prefetch';
import { startServiceWorker } from './lib/pwa/app-update';
import { watchInstallPrompt } from './lib/pwa/install-prompt';
import './styles/global.css';

const SCREEN_WAIT_MS = 2_000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado em index.html');

const client = createQueryClient();
// Before the first draw: a logged-in screen's code and data start downloading now (issue 18).
const screen = prefetchRoute(window.location, client);

const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);
// Public pages come prerendered (decision 029): the app takes that HTML over instead of drawing it again.
// React takes over the shell at once and the screen when its code is here, keeping the HTML meanwhile;
// the screen says the page is live once taken over (public-screens.ts). Every other page starts from an
// empty root. A screen whose code is on its way is drawn once it is here (its page's HTML preloads it,
// decision 031), without suspending; after SCREEN_WAIT_MS the app draws anyway, with the shell's spinner
// until it comes. The first draw is a transition (decision 061): React renders it in slices of a few
// milliseconds, so a phone's main thread is never held for the whole tree at once.
const draw = () => startTransition(() => createRoot(root).render(app));
if (root.hasAttribute('data-prerendered')) hydrateRoot(root, app);
else if (screen) void Promise.race([screen.catch(() => undefined), delay(SCREEN_WAIT_MS)]).then(draw);
else draw();

startServiceWorker();
watchInstallPrompt();
