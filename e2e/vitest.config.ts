import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    // One Chromium at a time on a 2-core machine; each spec file opens its own browser.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
