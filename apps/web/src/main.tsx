import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { startServiceWorker } from './lib/pwa/app-update';
import { watchInstallPrompt } from './lib/pwa/install-prompt';
import './styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root não encontrado em index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages come prerendered (decision 029): the app takes over that HTML instead of drawing
// it again. Every other page starts from an empty root.
if (root.hasAttribute('data-prerendered')) hydrateRoot(root, app);
else createRoot(root).render(app);

startServiceWorker();
watchInstallPrompt();
