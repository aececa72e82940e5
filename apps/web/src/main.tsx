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
// Public pages come prerendered (decision 029): the app takes over that HTML instead of drawing
// it again. Every other page starts from an empty root, drawn as a transition: React then yields to
// the browser every few milliseconds instead of holding a phone's main thread for the whole first draw.
// A screen whose code is on its way is drawn once it is here (its page's HTML preloads it, decision 031),
// without suspending; after SCREEN_WAIT_MS the app draws anyway, with the shell's spinner until it comes.
const draw = () => startTransition(() => createRoot(root).render(app));
if (root.hasAttribute('data-prerendered')) hydrateRoot(root, app);
else if (screen) void Promise.race([screen.catch(() => undefined), delay(SCREEN_WAIT_MS)]).then(draw);
else draw();

startServiceWorker();
watchInstallPrompt();
