import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each test builds its own app on its own database; a few heavier files share 2 cores.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
