import { mkdirSync } from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { baseUrl, shortTag, useBrowser } from '../support/browser';
import {
  type Account,
  joinQueue,
  logInAsEstablishment,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';

/** The smallest phone the screens are checked at. */
const SMALL_PHONE = { width: 360, height: 780 };
/** Where the screens of this story are kept for a person to look at (ignored by git). */
const SCREENS = path.resolve(import.meta.dirname, '../artifacts/qr-join');

async function api(pathname: string, owner: Account, method = 'GET') {
  const response = await fetch(`${baseUrl()}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(response.status, `${method} ${pathname}`).toBe(200);
  return response;
}

/** What a phone's camera would read off the poster: the establishment's PNG, decoded here. */
async function linkOnPoster(owner: Account, queueId: number): Promise<string> {
  const response = await api(`/api/queues/${queueId}/poster.png`, owner);
  expect(response.headers.get('content-type')).toBe('image/png');
  const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error('o QR do cartaz não foi lido');
  return code.data;
}

async function noSideways(page: Page, label: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${label}: a página rola na horizontal`).toBeLessThanOrEqual(SMALL_PHONE.width);
}

describe('cartaz com QR e link curto', () => {
  const browser = useBrowser(SMALL_PHONE);

  it('cliente escaneia o QR, faz login e entra na fila', async () => {
    const { page } = browser;
    const tag = shortTag();
    const owner = await newEstablishment(`Barbearia do Cartaz ${tag}`);
    const queueId = await newQueue(owner, { nome: 'Corte com QR' });
    await joinQueue(await newClient('Primeiro da Fila'), queueId);
    const client = await newClient('Ana Paula Souza');

    const link = await linkOnPoster(owner, queueId);
    expect(link).toMatch(new RegExp(`^${baseUrl()}/f/[0-9a-hjkmnp-tv-z]{8}$`));

    // The camera opens the link: the queue at a glance, no account yet.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Corte com QR' }).waitFor();
    await page.getByText(`Barbearia do Cartaz ${tag}`).waitFor();
    await page.getByText('1 pessoa', { exact: true }).waitFor();
    await page.getByText('estimativa do estabelecimento').waitFor();
    await page.getByRole('button', { name: 'Entrar na fila' }).click();

    // Login, and back to the same queue with the join dialog open, filled from the account.
    await page.waitForURL('**/login');
    await page.getByText('Entre na sua conta para entrar na fila “Corte com QR”').waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(client.email);
    await page.getByLabel('Senha', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/cliente/filas/${queueId}`);
    const dialog = page.getByRole('dialog', { name: 'Entrar na fila' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Nome completo').inputValue()).toBe('Ana Paula Souza');
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe(client.email);

    // One tap.
    await dialog.getByRole('button', { name: 'Entrar na fila' }).click();
    await page.getByTestId('minha-posicao').filter({ hasText: '2º' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const detail = await (
      await fetch(`${baseUrl()}/api/queues/${queueId}`, {
        headers: { authorization: `Bearer ${client.token}` },
      })
    ).json();
    expect(detail.data.minhaPosicao).toMatchObject({ position: 2, nome: 'Ana Paula Souza' });
    // The address no longer asks to join: a reload shows the place, not the dialog.
    expect(new URL(page.url()).search).toBe('');
  });

  it('o cartaz antigo diz que está desatualizado depois de um novo código', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Clínica do Cartaz ${shortTag()}`);
    const queueId = await newQueue(owner, { nome: 'Triagem' });
    const old = await linkOnPoster(owner, queueId);
    await api(`/api/queues/${queueId}/join-code`, owner, 'POST');
    const fresh = await linkOnPoster(owner, queueId);
    expect(fresh).not.toBe(old);

    await page.goto(old);
    await page.getByText('Este cartaz está desatualizado. Peça o novo QR ao estabelecimento.').waitFor();
    await page.goto(fresh);
    await page.getByRole('heading', { name: 'Triagem' }).waitFor();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`a fila do link e o cartaz do estabelecimento cabem em 360 px sem violações (tema ${theme === 'light' ? 'claro' : 'escuro'})`, async () => {
      const { page } = browser;
      mkdirSync(SCREENS, { recursive: true });
      await page.addInitScript((value) => localStorage.setItem('vez.theme', value), theme);
      const owner = await newEstablishment(`Padaria Pão Quente e Confeitaria Estrela ${shortTag()}`);
      const queueId = await newQueue(owner, {
        nome: 'Encomendas de bolos e salgados',
        descricao: 'Retirada de encomendas feitas pelo telefone',
      });
      await joinQueue(await newClient('Bruno Lima'), queueId);
      const problems: string[] = [];
      const check = async (label: string, fullPage = true) => {
        await noSideways(page, label);
        for (const v of await accessibilityViolations(page)) problems.push(`${label}: ${v}`);
        await page.screenshot({ path: path.join(SCREENS, `${label}-${theme}.png`), fullPage });
      };

      const link = await linkOnPoster(owner, queueId);
      await page.goto(link);
      await page.getByRole('button', { name: 'Entrar na fila' }).waitFor();
      await check('link');

      // Paused: the page says so instead of offering to join.
      const paused = await fetch(`${baseUrl()}/api/queues/${queueId}/status`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'pausada' }),
      });
      expect(paused.status).toBe(200);
      await page.reload();
      await page.getByText(/Fila pausada/).waitFor();
      expect(await page.getByRole('button', { name: 'Entrar na fila' }).count()).toBe(0);
      await check('link-pausada');

      await logInAsEstablishment(page, owner);
      await page.goto(`/estabelecimento/gerenciar-filas/${queueId}`);
      const section = page.getByRole('region', { name: 'Cartaz com QR' });
      await section.getByRole('link', { name: link }).waitFor();
      await section.scrollIntoViewIfNeeded();
      await check('cartaz');
      await section.getByRole('button', { name: 'Gerar novo código' }).click();
      const confirm = page.getByRole('dialog', { name: 'Gerar novo código?' });
      await confirm.getByText('O cartaz atual deixará de funcionar').waitFor();
      await check('cartaz-confirmar', false);
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      expect(problems).toEqual([]);
    });
  }
});
