import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/** What `npm run build` wrote for the web app, read the way a browser would load it. */
export const DIST = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist');

interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

export interface Chunk {
  file: string;
  /** The file's name without its content hash: how a chunk is recognised from one build to the next. */
  name: string;
  /** Brotli-compressed bytes: what crosses the wire (the server sends the build's .br file). */
  bytes: number;
  /** Source files inside the chunk, from its source map (node_modules/<package>/… or src/…). */
  sources: string[];
}

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function chunkOf(file: string): Chunk {
  const full = path.join(DIST, file);
  const bytes = existsSync(`${full}.br`)
    ? readFileSync(`${full}.br`).length
    : brotliCompressSync(readFileSync(full)).length;
  const map = `${full}.map`;
  const sources = existsSync(map)
    ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.map((s) =>
        s.replace(/^(\.\.\/)+/, ''),
      )
    : [];
  return { file, name: path.basename(file).replace(/-[\w-]{8}\.js$/, '.js'), bytes, sources };
}

/** The manifest key of an entry or chunk, by its source path or its output file. */
function keyOf(manifest: Manifest, srcOrFile: string): string {
  if (manifest[srcOrFile]) return srcOrFile;
  const found = Object.entries(manifest).find(([, entry]) => entry.file === srcOrFile.replace(/^\//, ''));
  if (!found) throw new Error(`${srcOrFile} não está no manifesto do build`);
  return found[0];
}

/** Every chunk a page loads before it runs anything lazy: the starting chunks and their static imports. */
export function staticClosure(manifest: Manifest, starts: string[]): Chunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const start of starts) visit(keyOf(manifest, start));
  return [...seen].map((key) => chunkOf((manifest[key] as ManifestEntry).file));
}

/** The module scripts an HTML file of the build loads itself. */
export function scriptsOfHtml(file: string): string[] {
  const html = readFileSync(path.join(DIST, file), 'utf8');
  return [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1] as string);
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The public pages the build wrote as HTML (decision 029), as paths inside the build. */
export function prerenderedPages(): string[] {
  const dir = path.join(DIST, 'prerendered');
  const pages = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.html')) : [];
  return ['landing.html', ...pages.map((name) => `prerendered/${name}`)];
}
