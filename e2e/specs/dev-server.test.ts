import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

/**
 * `npm run dev` as a developer meets it (issue 33): Vite's dev server on the app's own config, over a
 * copy of the web app's sources (the test edits a file; the real ones stay untouched while other suites
 * read them). The copy sits inside apps/web so it resolves the same packages.
 */
const WEB = path.resolve(import.meta.dirname, '../../apps/web');
const VITE = path.resolve(import.meta.dirname, '../../node_modules/vite/bin/vite.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('desenvolvimento com npm run dev', () => {
  const browser = useBrowser();
  let root = '';
  let vite: ChildProcess | undefined;
  let url = '';

  beforeAll(async () => {
    root = mkdtempSync(path.join(WEB, '.dev-server-check-'));
    for (const part of ['index.html', 'src', 'public'])
      cpSync(path.join(WEB, part), path.join(root, part), { recursive: true });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    vite = spawn(
      process.execPath,
      [
        VITE,
        root,
        '--config',
        path.join(WEB, 'vite.config.ts'),
        '--host',
        '127.0.0.1',
        '--port',
        String(port),
        '--strictPort',
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      vite?.stdout?.on('data', (chunk: Buffer) => String(chunk).includes(String(port)) && resolve());
      vite?.once('exit', (code) => reject(new Error(`vite saiu com ${code}`)));
    });
  });
  afterAll(() => {
    vite?.kill();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('quem desenvolve edita a tela de login e o que digitou continua lá, sem recarregar; o React DevTools conecta', async () => {
    const { page } = browser;
    // The browser extension's hook, as React DevTools installs it: React hands it its renderer.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, {
        vezRenderers: seen,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          isDisabled: false,
          supportsFiber: true,
          renderers: new Map(),
          inject(renderer: { rendererPackageName: string; version: string }) {
            seen.push(`${renderer.rendererPackageName} ${renderer.version}`);
            return seen.length;
          },
          onCommitFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          checkDCE() {},
        },
      });
    });
    await page.goto(`${url}/login`);
    const email = page.getByLabel('E-mail', { exact: true });
    await email.fill('maria@exemplo.com');
    expect(await page.evaluate(() => (window as unknown as { vezRenderers: string[] }).vezRenderers)).toEqual(
      [expect.stringMatching(/^react-dom 19\./)],
    );
    await page.evaluate(() => Object.assign(window, { vezSamePage: true }));

    const file = path.join(root, 'src/features/auth/components/LoginPage.tsx');
    const source = readFileSync(file, 'utf8');
    expect(source).toContain("'Entrando...' : 'Entrar'");
    writeFileSync(file, source.replace("'Entrando...' : 'Entrar'", "'Entrando...' : 'Entrar agora'"));

    await page.getByRole('button', { name: 'Entrar agora' }).waitFor({ timeout: 20_000 });
    expect(await email.inputValue()).toBe('maria@exemplo.com');
    expect(await page.evaluate(() => (window as unknown as { vezSamePage?: boolean }).vezSamePage)).toBe(
      true,
    );
  });
});
