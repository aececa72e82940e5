import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, PHONE, useBrowser } from '../support/browser';
import { joinQueue, logInAsClient, newClient, newEstablishment, newQueue } from '../support/queue-api';

describe('o app instalável', () => {
  const browser = useBrowser(PHONE);

  it('publica o manifesto com nome, ícones e cores do Vez', async () => {
    const { page } = browser;
    const response = await page.request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Vez',
      short_name: 'Vez',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
    });
    expect(manifest.display).toBe('standalone');
    const sizes = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);
    expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  });

  it('o service worker assume a página e, sem internet, mostra Sem conexão com a última posição', async () => {
    const { page } = browser;
    const owner = await newEstablishment('Barbearia Offline');
    const queueId = await newQueue(owner, { nome: 'Corte de cabelo' });
    const others = await newClient('Bruno Espera');
    await joinQueue(others, queueId);
    const client = await newClient('Ana Offline');
    await joinQueue(client, queueId);

    await logInAsClient(page, client);
    // Registered at start-up: active, and in control of the page after a reload.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

    await page.goto('/cliente/minhas-filas');
    await page.getByText('Corte de cabelo').waitFor();

    await page.context().setOffline(true);
    await page.goto(`/cliente/filas/${queueId}`);
    await page.getByRole('heading', { level: 1, name: 'Sem conexão' }).waitFor();
    const last = page.getByRole('region', { name: 'Última posição conhecida' });
    await expect
      .poll(() => last.textContent())
      .toMatch(/2º na fila Corte de cabelo \(Barbearia Offline\) — às \d\d:\d\d/);

    // Back online, 'Tentar de novo' opens the page the client wanted.
    await page.context().setOffline(false);
    await page.getByRole('button', { name: 'Tentar de novo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Corte de cabelo' }).waitFor();
  });

  // Lighthouse 12 dropped its installability audits; they asked Chromium this same question
  // (Page.getInstallabilityErrors). An incognito context is never installable, hence a real profile.
  it('o Chromium considera o app instalável: nenhum erro de instalabilidade', async () => {
    const profile = mkdtempSync(path.join(tmpdir(), 'vez-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      baseURL: baseUrl(),
      viewport: PHONE,
    });
    try {
      const page = await context.newPage();
      // Public pages start the app (and its worker) at the visitor's first intent (decision 029).
      await page.goto('/');
      await page.keyboard.press('Tab');
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      expect(url).toMatch(/\/manifest\.webmanifest$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
