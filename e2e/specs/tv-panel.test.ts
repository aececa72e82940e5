import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { baseUrl, useBrowser } from '../support/browser';
import {
  type Account,
  callNext,
  joinQueue,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';

const SCREENS = path.resolve(import.meta.dirname, '../artifacts/tv-panel');
const REVOKED = 'Este painel foi desativado. Peça um novo link ao estabelecimento.';
const LONGEST_NOTICE =
  'Hoje o atendimento está com atraso de cerca de 20 minutos por causa da chuva. Agradecemos a paciência de todos e pedimos que aguardem aqui!';

async function ownerCall(owner: Account, method: string, url: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${owner.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${url}: ${response.status}`).toBe(true);
  return response.json();
}

/**
 * The browser's voice, recorded: each utterance is kept (in order) and 'ends' a moment later, as a real
 * voice would, so calls that arrive while one is spoken must wait for it.
 */
function recordSpeech() {
  const spoken: string[] = [];
  (window as unknown as { __spoken: string[] }).__spoken = spoken;
  speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
    spoken.push(utterance.text);
    setTimeout(() => utterance.dispatchEvent(new Event('end')), 400);
  };
}

describe('o painel para TV', () => {
  const browser = useBrowser({ width: 1280, height: 720 });

  it('o painel mostra e anuncia a chamada', async () => {
    const { page } = browser;
    const owner = await newEstablishment('Barbearia Painel');
    const queueId = await newQueue(owner, { nome: 'Corte' });
    const ana = await newClient('Ana Painel Souza');
    const bruno = await newClient('Bruno Painel Lima');
    await joinQueue(ana, queueId);
    await joinQueue(bruno, queueId);
    const created = await ownerCall(owner, 'POST', `/api/establishments/${owner.id}/panels`, {
      filaId: queueId,
    });
    const { id: panelId, token } = created.data;

    await page.context().addInitScript(recordSpeech);
    await page.goto(`/painel/${token}`);
    await page.getByRole('heading', { name: 'Barbearia Painel' }).waitFor();
    await page.getByText('Ninguém foi chamado ainda.').waitFor();
    await page.getByRole('button', { name: 'Ativar som' }).click();

    // Two calls in a row: the panel shows the latest, and says both, in the order they were made.
    await callNext(owner, queueId);
    await callNext(owner, queueId);
    await page.locator('p', { hasText: /^Bruno L\.$/ }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __spoken: string[] }).__spoken), {
        timeout: 10_000,
      })
      .toEqual(['Ana S., sua vez', 'Bruno L., sua vez']);
    const text = await page.locator('main').textContent();
    expect(text).toContain('Ana S.');
    expect(text).not.toContain('Souza');
    expect(text).not.toContain(ana.email);

    // The fullest screen there is: five earlier calls under the current one, and a notice of 140 characters.
    for (const name of ['Caio Painel Reis', 'Dora Painel Melo', 'Edu Painel Paz', 'Fabi Painel Luz']) {
      await joinQueue(await newClient(name), queueId);
      await callNext(owner, queueId);
    }
    await ownerCall(owner, 'PUT', `/api/queues/${queueId}/broadcast`, {
      mensagem: LONGEST_NOTICE,
      duracao_minutos: 60,
    });

    mkdirSync(SCREENS, { recursive: true });
    const problems: string[] = [];
    for (const [width, height] of [
      [1280, 720],
      [1920, 1080],
    ] as const) {
      for (const theme of ['light', 'dark']) {
        await page.setViewportSize({ width, height });
        await page.evaluate((value) => localStorage.setItem('vez.theme', value), theme);
        await page.reload();
        await page.locator('p', { hasText: /^Fabi L\.$/ }).waitFor();
        // A TV cannot scroll: the last earlier call and the notice are whole on the screen.
        const earlier = page.getByRole('region', { name: 'Últimas chamadas' }).getByRole('listitem');
        await expect.poll(() => earlier.count()).toBe(5);
        // The notice says when it was sent and until when (decision 060).
        expect(await page.getByText(LONGEST_NOTICE).textContent()).toMatch(
          /enviado às \d\d:\d\d · até \d\d:\d\d$/,
        );
        for (const item of [earlier.last(), page.getByText(LONGEST_NOTICE)]) {
          const box = await item.boundingBox();
          if (!box || box.y + box.height > height) problems.push(`${width}x${height}: cut off at the bottom`);
        }
        for (const v of await accessibilityViolations(page)) problems.push(`${width}-${theme}: ${v}`);
        await page.screenshot({ path: path.join(SCREENS, `painel-${width}x${height}-${theme}.png`) });
      }
    }
    expect(problems).toEqual([]);

    await ownerCall(owner, 'DELETE', `/api/establishments/${owner.id}/panels/${panelId}`);
    await page.getByRole('alert').getByText(REVOKED).waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: 'Painel desativado' }).waitFor();
  });
});
