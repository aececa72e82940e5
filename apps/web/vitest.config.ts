import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIAS } from './build/preact-alias.mjs';

const require = createRequire(import.meta.url);
// Its CommonJS build would load react-dom through Node, past the alias; the ES build goes through Vite.
const testingLibrary = require
  .resolve('@testing-library/react')
  .replace(/dist[\\/]index\.js$/, 'dist/@testing-library/react.esm.js');
// Their 'node' and main entries are CommonJS too; the ES modules beside them.
const router = require.resolve('react-router').replace(/\.js$/, '.mjs');

export default defineConfig({
  plugins: [react()],
  // The tests run on the renderer that ships (decision 033): the app and the libraries built on React
  // are bundled by Vite here, so the alias reaches their imports of 'react' too.
  resolve: {
    alias: [
      ...PREACT_ALIAS,
      { find: /^@testing-library\/react$/, replacement: testingLibrary },
      { find: /^react-router$/, replacement: router },
    ],
  },
  test: {
    name: 'web',
    // Recharts is both pre-bundled (which turns its CommonJS dependencies, use-sync-external-store among
    // them, into modules that take the alias) and inlined below; either alone leaves its line chart undrawn.
    deps: {
      optimizer: {
        client: { enabled: true, include: ['recharts'] },
      },
    },
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    server: {
      deps: {
        inline: [
          /@testing-library[\\/]react/,
          /react-router/,
          /@tanstack[\\/]react-query/,
          /react-hook-form/,
          /@hookform[\\/]resolvers/,
          /recharts/,
          /react-redux/,
          /use-sync-external-store/,
        ],
      },
    },
  },
});
