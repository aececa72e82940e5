/**
 * The app is written against React's API and runs on Preact through `preact/compat` (decision 033): the
 * same components, a tenth of the renderer's bytes and start-up on a phone. Exact names only, so
 * `react-router` or `react-hook-form` are not touched.
 */
export const PREACT_ALIAS = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
