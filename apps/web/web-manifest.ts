import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The installable app's manifest (issue 17), written by vite-plugin-pwa to /manifest.webmanifest and
 * linked from index.html. The colours are the light theme's header and page (styles/global.css); the
 * dark theme's reach the browser through index.html's media-specific theme-color.
 */
export const WEB_MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Vez',
  short_name: 'Vez',
  description: 'Entre na fila de restaurantes, barbearias, clínicas e academias sem sair de onde está.',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#ffffff',
  background_color: '#f4f7f8',
  categories: ['lifestyle', 'productivity'],
  icons: [
    { src: '/icons/vez-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/vez-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/vez-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
