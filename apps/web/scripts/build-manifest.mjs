// Reads Vite's build manifest (dist/.vite/manifest.json) for the scripts that write HTML after the build
// (prerender-pages.mjs, write-route-shells.mjs): which files a screen needs, and which the app's entry
// already brings.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function readBuildManifest(distDir, who) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entryOf = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`${who}: ${key} não está no manifesto do build`);
    return entry;
  };
  /**
   * A screen's manifest key: its own source path when it is a chunk of its own, or the shared chunk
   * named after it when the app also imports it up front (route-prefetch.ts) and Rolldown keyed the
   * chunk by its file name.
   */
  const keyOf = (screen) => {
    if (manifest[screen]) return screen;
    const name = path.basename(screen).replace(/\.[jt]sx?$/, '');
    const keys = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key].name === name);
    if (keys.length !== 1) throw new Error(`${who}: ${screen} não tem um chunk próprio no manifesto`);
    return keys[0];
  };
  /** The key and every chunk it imports statically, the key first. */
  const closureOf = (key, seen = new Set()) => {
    if (!seen.has(key)) {
      seen.add(key);
      for (const imported of entryOf(key).imports ?? []) closureOf(imported, seen);
    }
    return seen;
  };
  const scriptsOf = (key) => [...closureOf(key)].map((chunk) => entryOf(chunk).file);
  const stylesOf = (key) => [...new Set([...closureOf(key)].flatMap((chunk) => entryOf(chunk).css ?? []))];
  return { entryOf, keyOf, scriptsOf, stylesOf, appEntry: entryOf('index.html') };
}
