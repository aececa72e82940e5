// `npm run validate`: everything CI checks, in order, stopping at the first failure — lint, the import
// rules (dependency-cruiser: no cycle in the web app or the server, web features through their entries,
// the server's layers), types, the build and every test project (`npm test`), then the process-level
// reliability suite. Arguments go to vitest for `npm test` (CI passes its reporters):
// `npm run validate -- --reporter=dot`.
import { spawnSync } from 'node:child_process';

const vitestArgs = process.argv.slice(2);
const steps = [
  ['lint', ['run', 'lint']],
  ['import rules (no cycle; web features through their index.ts; server layers)', ['run', 'lint:deps']],
  ['types', ['run', 'typecheck']],
  [
    'build and tests (SQLite, PostgreSQL when TEST_DATABASE_URL is set, Chromium)',
    ['test', '--', ...vitestArgs],
  ],
  ['reliability suite (server processes)', ['run', 'test:reliability']],
];

for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} falhou (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
