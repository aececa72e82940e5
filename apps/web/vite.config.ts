import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CHUNK_GROUPS } from './build/chunk-groups';
import { WEB_MANIFEST } from './web-manifest';

const API_TARGET = process.env.VEZ_API_URL ?? 'http://localhost:3000';

// Everything the API answers; /usuarios and /teste/... are the demo-only test calls (the page /teste is the app's).
const API_PROXY = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/payments': { target: API_TARGET, changeOrigin: true },
  '/usuarios': { target: API_TARGET, changeOrigin: true },
  '/teste/': { target: API_TARGET, changeOrigin: true },
};

/**
 * React Router 7's package exports name only its development build, whatever the mode
 * (remix-run/react-router#12532, #14102): a production bundle would carry its dev-only warnings and run
 * their checks on every render. The build takes the production build it ships beside it (decision 040).
 */
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

export default defineConfig(({ command }) => ({
  plugins: [
    // JSX, and Fast Refresh in `npm run dev`: an edited component keeps its state.
    react(),
    // Our own service worker (src/sw.ts), built to /sw.js with scope '/', and the web app manifest
    // (web-manifest.ts; the plugin links it from index.html). The app registers the worker itself.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: WEB_MANIFEST,
      // A classic script (iife): every browser with Web Push can run it, module workers or not.
      // The precache list is injected at self.__WB_MANIFEST: the build's scripts, styles, index.html
      // and icons (no source maps). `includeManifestIcons` adds the manifest's icons.
      injectManifest: { rollupFormat: 'iife', globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'] },
      devOptions: { enabled: true, type: 'module' },
    }),
  ],
  resolve: { alias: command === 'build' ? [REACT_ROUTER_PRODUCTION] : [] },
  server: {
    port: 5173,
    proxy: API_PROXY,
  },
  preview: {
    proxy: API_PROXY,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/prerender-pages.mjs reads it to link each prerendered page's styles and name the app's entry.
    manifest: true,
    rollupOptions: {
      // The app; the prerendered pages' loader (decision 029) and the logged-in screens' route boot
      // (decision 061), which import no app code.
      input: {
        index: 'index.html',
        'page-boot': 'src/app/prerender/page-boot.ts',
        'route-boot': 'src/app/route-boot/route-boot.ts',
      },
      // The entry in one file (build/chunk-groups.ts, decision 031).
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
}));
