import { defineConfig } from 'vitest/config';

// Real server processes, private Redis servers and fresh databases: run by `npm run test:reliability`
// from the repository root, not by `npm test` (see README, "Reliability suite").
export default defineConfig({
  test: {
    name: 'reliability',
    include: ['reliability/**/*.test.ts'],
    reporters: ['default', './scripts/failures-last-reporter.ts'],
    globalSetup: ['reliability/support/check-build.ts'],
    // One file at a time: each starts several server processes on a 2-core machine.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});
