import { defineConfig } from 'vitest/config';

// Each workspace owns its test configuration; `npm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'e2e'],
  },
});
