import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { baseUrl, DESKTOP, useBrowser } from '../support/browser';
import { apiOf, logInAsEstablishment, newEstablishment, newQueue } from '../support/queue-api';

const { call } = apiOf(baseUrl);

const lineup = (page: Page) =>
  page.getByRole('region', { name: 'Fila Bidimensional - Visão do Estabelecimento' });
const card = (page: Page, name: string) =>
  lineup(page).getByRole('listitem').filter({ hasText: name }).last();

/** What a phone held across the counter reads off the dialog's QR code. */
async function qrText(page: Page): Promise<string | null> {
  const src = await page.getByRole('img', { name: 'QR code da página da senha' }).getAttribute('src');
  const png = PNG.sync.read(Buffer.from(String(src).replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

async function addPerson(page: Page, nome: string, pessoas = '1') {
  await page.getByRole('button', { name: 'Adicionar pessoa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar pessoa' });
  await dialog.getByLabel('Nome', { exact: true }).fill(nome);
  await dialog.getByLabel('Quantas pessoas', { exact: true }).selectOption(pessoas);
  await dialog.getByRole('button', { name: 'Adicionar à fila' }).click();
  return page.getByRole('dialog', { name: 'Pessoa adicionada' });
}

describe('pessoas adicionadas no balcão', () => {
  const browser = useBrowser(DESKTOP);

  it('estabelecimento adiciona uma pessoa no balcão e a chama pelo painel', async () => {
    const { page } = browser;
    const owner = await newEstablishment('Barbearia do Balcão');
    const queueId = await newQueue(owner, { nome: 'Corte no balcão' });
    const panel = await call<{ data: { token: string } }>(`/api/establishments/${owner.id}/panels`, {
      method: 'POST',
      token: owner.token,
      body: { filaId: queueId },
    });

    await logInAsEstablishment(page, owner);
    await page.goto(`/estabelecimento/gerenciar-filas/${queueId}`);
    await page.getByText('Nenhum cliente na fila no momento.').waitFor();

    const done = await addPerson(page, 'Jorge Balcão Lima', '2');
    await done.getByText('Jorge Balcão Lima entrou na fila').waitFor();
    await done.getByText('1º').waitFor();
    await done.getByText('Aponte a câmera do celular para o QR code para acompanhar a vez.').waitFor();
    // The QR code is the link written under it: the ticket page, its secret after the '#'.
    const link = await done.getByRole('link', { name: /\/senha#/ }).textContent();
    expect(await qrText(page)).toBe(link);
    expect(new URL(String(link)).pathname).toBe('/senha');
    expect(await accessibilityViolations(page)).toEqual([]);
    await done.getByRole('button', { name: 'Concluir' }).click();

    // The lineup shows the person where they came from, at once.
    const jorge = card(page, 'Jorge Balcão Lima');
    await jorge.getByText('BALCÃO', { exact: true }).waitFor();
    await jorge.getByText('Grupo de 2 pessoas').waitFor();

    const tv = await page.context().newPage();
    await tv.goto(`/painel/${panel.data.token}`);
    await tv.getByText('Ninguém foi chamado ainda.').waitFor();

    await page.getByRole('button', { name: 'Chamar Próximo' }).click();
    // The TV shows the masked name, never the surname.
    await tv.locator('p', { hasText: /^Jorge L\.$/ }).waitFor();
    await tv.getByText('Grupo de 2 pessoas').waitFor();
    expect(await tv.locator('main').textContent()).not.toContain('Lima');
    await page.getByText('Nenhum cliente na fila no momento.').waitFor();

    // The ticket the QR code opens is the one called.
    const secret = new URL(String(link)).hash.slice(1);
    const own = await fetch(`${baseUrl()}/api/senha`, { headers: { 'x-vez-senha': secret } });
    expect((await own.json()).data).toMatchObject({ situacao: 'chamado', origem: 'balcao' });
  });

  it('estabelecimento remove da fila uma pessoa adicionada por engano', async () => {
    const { page } = browser;
    const owner = await newEstablishment('Padaria do Balcão');
    const queueId = await newQueue(owner, { nome: 'Pães' });
    await logInAsEstablishment(page, owner);
    await page.goto(`/estabelecimento/gerenciar-filas/${queueId}`);
    await page.getByText('Nenhum cliente na fila no momento.').waitFor();

    for (const name of ['Rita Primeira', 'Davi Engano']) {
      const done = await addPerson(page, name);
      await done.getByRole('button', { name: 'Concluir' }).click();
      await card(page, name).waitFor();
    }

    await card(page, 'Davi Engano').getByRole('button', { name: 'Remover da fila' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remover Davi Engano da fila?' });
    await confirm.getByRole('button', { name: 'Remover da fila' }).click();
    await page.getByRole('region', { name: 'Notificações' }).getByText('Pessoa removida da fila').waitFor();
    await expect.poll(() => lineup(page).getByText('Davi Engano').count()).toBe(0);
    await card(page, 'Rita Primeira').waitFor();
  });
});
