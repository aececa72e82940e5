import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { baseUrl, PHONE, shortTag, useBrowser } from '../support/browser';
import {
  type Account,
  joinQueue,
  logInAsClient,
  logInAsEstablishment,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';

const SCREENS = path.resolve(import.meta.dirname, '../artifacts/service-points');
const TV = { width: 1280, height: 720 };

async function newPanel(owner: Account, queueId: number): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/establishments/${owner.id}/panels`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ filaId: queueId }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The TV's voice, recorded (as in tv-panel.test.ts): each utterance kept, 'ending' a moment later. */
function recordSpeech() {
  const spoken: string[] = [];
  (window as unknown as { __spoken: string[] }).__spoken = spoken;
  speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
    spoken.push(utterance.text);
    setTimeout(() => utterance.dispatchEvent(new Event('end')), 200);
  };
}

/** A screenshot in both themes, after an accessibility check of each. */
async function shootBothThemes(page: Page, name: string, ready: () => Promise<unknown>, problems: string[]) {
  mkdirSync(SCREENS, { recursive: true });
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('vez.theme', value), theme);
    await page.reload();
    await ready();
    for (const v of await accessibilityViolations(page)) problems.push(`${name}-${theme}: ${v}`);
    await page.screenshot({ path: path.join(SCREENS, `${name}-${theme}.png`), fullPage: true });
  }
}

describe('Pontos de atendimento (issue 37)', () => {
  const browser = useBrowser(PHONE);

  it('estabelecimento cria a Cadeira 2, chama o próximo para ela, e o celular do cliente e o painel dizem "Cadeira 2"', async () => {
    const owner = browser.page;
    const tag = shortTag();
    const establishment = await newEstablishment(`Barbearia Ponto ${tag}`);
    const queueId = await newQueue(establishment, { nome: `Corte ${tag}` });
    const ana = await newClient('Ana Ponto Souza');
    await joinQueue(ana, queueId);
    const token = await newPanel(establishment, queueId);
    const problems: string[] = [];

    // The owner names the chair in Gerenciar Filas and says which queue it serves.
    await logInAsEstablishment(owner, establishment);
    await owner.goto('/estabelecimento/gerenciar-filas');
    const section = owner.getByRole('region', { name: 'Pontos de atendimento' });
    await section.getByText('Nenhum ponto de atendimento.').waitFor();
    await section.getByRole('button', { name: 'Novo ponto' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Novo ponto de atendimento' });
    await dialog.getByLabel('Nome do ponto').fill('Cadeira 2');
    expect(await dialog.getByRole('radio', { name: 'Dirija-se à Cadeira 2' }).isChecked()).toBe(true);
    await dialog.getByRole('checkbox', { name: `Corte ${tag}` }).check();
    await dialog.getByRole('button', { name: 'Criar ponto' }).click();
    await section.getByText(`Atende: Corte ${tag}`).waitFor();
    await shootBothThemes(
      owner,
      'gerenciar-filas-pontos',
      () => section.getByText(`Atende: Corte ${tag}`).waitFor(),
      problems,
    );

    // At the counter: the device is at Cadeira 2, and remembers it.
    await owner.goto(`/estabelecimento/gerenciar-filas/${queueId}`);
    const picker = owner.getByRole('combobox', { name: 'Você está em' });
    await picker.selectOption({ label: 'Cadeira 2' });
    await owner.reload();
    await expect.poll(() => picker.inputValue()).not.toBe('');
    expect(await picker.locator('option:checked').textContent()).toBe('Cadeira 2');
    await shootBothThemes(
      owner,
      'detalhe-da-fila-ponto',
      () => owner.getByRole('button', { name: 'Chamar Próximo' }).waitFor(),
      problems,
    );

    // The client's phone and the TV are watching.
    const phone = await owner.context().newPage();
    await logInAsClient(phone, ana);
    await phone.goto(`/cliente/filas/${queueId}`);
    await phone.getByText('Sua posição').waitFor();
    await phone.getByText('Ao vivo').waitFor();
    const tv = await owner.context().newPage();
    await tv.setViewportSize(TV);
    await tv.addInitScript(recordSpeech);
    await tv.goto(`/painel/${token}`);
    await tv.getByText('Ninguém foi chamado ainda.').waitFor();
    await tv.getByRole('button', { name: 'Ativar som' }).click();

    await owner.getByRole('button', { name: 'Chamar Próximo' }).click();
    await owner.getByText('Cliente Ana Ponto Souza foi chamado para a Cadeira 2!').waitFor();
    await owner.getByText(/Chamado às \d\d:\d\d · Cadeira 2/).waitFor();

    const state = phone.getByRole('alert').filter({ hasText: 'É a sua vez!' });
    await state.waitFor({ timeout: 4_000 });
    await expect.poll(() => state.textContent()).toContain('Dirija-se à Cadeira 2.');

    await tv.locator('p', { hasText: /^Cadeira 2$/ }).waitFor({ timeout: 4_000 });
    await tv.locator('p', { hasText: /^Ana S\.$/ }).waitFor();
    await expect
      .poll(() => tv.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken), {
        timeout: 10_000,
      })
      .toEqual(['Ana S., cadeira 2']);

    await shootBothThemes(phone, 'celular-sua-vez', () => state.waitFor(), problems);
    await shootBothThemes(
      tv,
      'painel-tv',
      () => tv.locator('p', { hasText: /^Cadeira 2$/ }).waitFor(),
      problems,
    );
    expect(problems).toEqual([]);
  });
});
