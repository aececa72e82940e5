import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { baseUrl, useBrowser } from '../support/browser';
import { apiOf, newEstablishment, newQueue } from '../support/queue-api';

const { call } = apiOf(baseUrl);
const TABLET = { width: 1024, height: 768 };
const REVOKED = 'Este quiosque foi desativado. Peça um novo link ao estabelecimento.';

/** What the person's phone reads off the tablet's QR code. */
async function qrText(page: Page): Promise<string | null> {
  const src = await page.getByRole('img', { name: 'QR code da página da sua senha' }).getAttribute('src');
  const png = PNG.sync.read(Buffer.from(String(src).replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** Every control on screen that a finger must hit, smaller than 56 px either way. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'main button, main input:not([type="radio"]), main label:has(> input[type="radio"])',
      ),
    )
      .filter((el) => el.closest('[aria-hidden="true"]') === null)
      .map((el) => {
        // A radio or a checkbox is hit through its label: the label's box is the target.
        const target =
          el instanceof HTMLInputElement && el.type === 'checkbox' ? (el.closest('div') ?? el) : el;
        const box = target.getBoundingClientRect();
        return { name: `${el.tagName} ${el.textContent?.trim() || el.getAttribute('name')}`, box };
      })
      .filter(({ box }) => box.width > 0 && (box.height < 56 || box.width < 56))
      .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
}

describe('o quiosque da entrada', () => {
  const browser = useBrowser(TABLET);

  it('quiosque: uma pessoa entra na fila pelo tablet da entrada', async () => {
    const { page } = browser;
    const owner = await newEstablishment('Barbearia do Quiosque');
    const queueId = await newQueue(owner, { nome: 'Corte rápido', tempo_estimado: 10 });
    const kiosk = await call<{ data: { id: number; token: string; link: string } }>(
      `/api/establishments/${owner.id}/kiosks`,
      { method: 'POST', token: owner.token, body: { filaId: queueId } },
    );

    await page.goto(new URL(kiosk.data.link).pathname);
    await page.getByRole('heading', { level: 1, name: 'Barbearia do Quiosque' }).waitFor();
    await page.getByRole('heading', { level: 3, name: 'Corte rápido' }).waitFor();
    await page.getByText('Ninguém esperando · Sem espera').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Entrar na fila' }).click();

    // The queue asks for a phone (the default): the form says so before sending anything.
    await page.getByLabel('Seu nome', { exact: true }).fill('Carla Tablet Souza');
    await page.getByRole('button', { name: 'Entrar na fila' }).click();
    await page.getByText('Informe um celular para receber os avisos').waitFor();
    await page.getByLabel('Celular', { exact: true }).fill('11912345678');
    await page.getByRole('radio', { name: '2' }).click();
    expect(await page.getByRole('radio', { name: '2' }).isChecked()).toBe(true);
    expect(await smallTargets(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Entrar na fila' }).click();

    await page.getByRole('heading', { name: 'Você entrou na fila!' }).waitFor();
    await page.getByText('1º').waitFor();
    await page.getByText('Aponte a câmera do celular para acompanhar sua vez').waitFor();
    // The QR code opens the person's own ticket page; the link itself is not written on the screen.
    const link = String(await qrText(page));
    expect(new URL(link).pathname).toBe('/senha');
    expect(await page.locator('main').textContent()).not.toContain(link);
    const own = await fetch(`${baseUrl()}/api/senha`, {
      headers: { 'x-vez-senha': new URL(link).hash.slice(1) },
    });
    expect((await own.json()).data).toMatchObject({
      situacao: 'aguardando',
      origem: 'quiosque',
      posicao: 1,
      tamanhoGrupo: 2,
    });
    // The establishment sees where the person came from.
    const clients = await call<{ data: { clients: { nome: string; origem: string }[] } }>(
      `/api/queues/${queueId}/clients?isEstablishment=true`,
      { token: owner.token },
    );
    expect(clients.data.clients.map((c) => [c.nome, c.origem])).toEqual([['Carla Tablet Souza', 'quiosque']]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // 'Concluir': back to the start for the next person, nothing of Carla's left on the screen.
    await page.getByRole('button', { name: 'Concluir' }).click();
    await page.getByRole('heading', { name: 'Entre na fila' }).waitFor();
    await page.getByText('2 pessoas esperando').waitFor();
    expect(await page.locator('main').textContent()).not.toContain('Carla');
    await page.getByRole('button', { name: 'Entrar na fila' }).click();
    expect(await page.getByLabel('Seu nome', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('Celular', { exact: true }).inputValue()).toBe('');

    // Revoked by the owner: the tablet says so at its next request.
    await call(`/api/establishments/${owner.id}/kiosks/${kiosk.data.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    await page.getByLabel('Seu nome', { exact: true }).fill('Davi Depois');
    await page.getByLabel('Celular', { exact: true }).fill('11912345679');
    await page.getByRole('button', { name: 'Entrar na fila' }).click();
    await page.getByRole('heading', { name: 'Quiosque desativado' }).waitFor();
    await page.getByRole('alert').getByText(REVOKED).waitFor();
  });
});
