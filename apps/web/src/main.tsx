import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { drawScreenAfterShell } from './app/layout/screen-after-shell';
import { publicScreenReady } from './app/public-screens';
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
// Public pages come prerendered (decision 029): the app takes over that HTML instead of drawing it
// again, once the page's own code is here, so it is taken over in one pass (decision 033: otherwise
// Preact takes over the rest of the page while the screen waits). A failed download takes the page over
// anyway; the screen asks for its code again as it draws, and says the page is live once drawn.
// Every other page starts from an empty root. A screen whose code is on its way is drawn once it is
// here (its page's HTML preloads it, decision 031), without suspending; after SCREEN_WAIT_MS the app
// draws anyway, with the shell's spinner until it comes.
const hydrate = () => hydrateRoot(root, app);
// The header is drawn and painted first, the screen a task later (decision 036): two shorter tasks on a
// phone instead of one long one.
const draw = () => {
  drawScreenAfterShell();
  createRoot(root).render(app);
};
if (root.hasAttribute('data-prerendered')) {
  const code = publicScreenReady(window.location.pathname);
  if (code) void code.catch(() => undefined).then(hydrate);
  else hydrate();
} else if (screen) void Promise.race([screen.catch(() => undefined), delay(SCREEN_WAIT_MS)]).then(draw);
else draw();

startServiceWorker();
watchInstallPrompt();
