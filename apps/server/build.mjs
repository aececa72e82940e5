// Bundles the server into dist/server.js, and the backup and restore commands beside it (decision 062).
// npm dependencies stay external (installed in node_modules); the workspace domain package is
// TypeScript source and is bundled in.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@vez/'));

await build({
  entryPoints: { server: 'src/server.ts', backup: 'src/backup.ts', restore: 'src/restore.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
