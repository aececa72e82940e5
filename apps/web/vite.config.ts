import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.VEZ_API_URL ?? 'http://localhost:3000';

// Everything the API answers; /usuarios and /teste/... are the demo-only test calls (the page /teste is the app's).
const API_PROXY = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/payments': { target: API_TARGET, changeOrigin: true },
  '/usuarios': { target: API_TARGET, changeOrigin: true },
  '/teste/': { target: API_TARGET, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
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
  },
});
