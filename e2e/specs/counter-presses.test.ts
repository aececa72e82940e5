import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, PHONE, useBrowser } from '../support/browser';
import {
  apiOf,
  joinQueue,
  logInAsClient,
  logInAsEstablishment,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';
import { controlsUnderToasts } from '../support/toasts';

const DETAIL = '/estabelecimento/gerenciar-filas';
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificações' });
/** The 'Desfazer' of the notification that says `text`. */
const undoOf = (page: Page, text: string) =>
  toasts(page).locator('div').filter({ hasText: text }).getByRole('button', { name: 'Desfazer' });
const lineup = (page: Page) =>
  page.getByRole('region', { name: 'Fila Bidimensional - Visão do Estabelecimento' });
const recentCalls = (page: Page) => page.getByRole('region', { name: 'Chamados recentes' });
const { call } = apiOf(baseUrl);

/** Who waits in the queue, in service order, as the owner's API tells it. */
async function waiting(owner: { token: string }, queueId: number) {
  const body = await call<{ data: { clients: { nome: string; position: number }[] } }>(
    `/api/queues/${queueId}/clients?isEstablishment=true`,
    { token: owner.token },
  );
  return body.data.clients.map((c) => `${c.position}º ${c.nome}`);
}

describe('no balcão: um toque, uma chamada', () => {
  const browser = useBrowser(DESKTOP);

  it("estabelecimento clica duas vezes em 'Chamar Próximo' e chama uma pessoa só", async () => {
    const { page } = browser;
    const owner = await newEstablishment('Barbearia Duplo Clique');
    const queueId = await newQueue(owner, { nome: 'Corte' });
    for (const name of ['Camila Rocha', 'Diego Alves', 'Elisa Prado']) {
      await joinQueue(await newClient(name), queueId);
    }
    await logInAsEstablishment(page, owner);
    await page.goto(`${DETAIL}/${queueId}`);
    await lineup(page).getByText('Camila Rocha', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Chamar Próximo' }).dblclick();

    await toasts(page).getByText('Cliente Camila Rocha foi chamado!').waitFor();
    await recentCalls(page).getByText('Camila Rocha', { exact: true }).waitFor();
    await expect.poll(() => waiting(owner, queueId)).toEqual(['1º Diego Alves', '2º Elisa Prado']);
    expect(await recentCalls(page).getByText('Diego Alves', { exact: true }).count()).toBe(0);
    expect(await toasts(page).getByText('Cliente Diego Alves foi chamado!').count()).toBe(0);

    // A deliberate second press, once the first answered, calls the next person.
    await page.getByRole('button', { name: 'Chamar Próximo' }).click();
    await toasts(page).getByText('Cliente Diego Alves foi chamado!').waitFor();
    await expect.poll(() => waiting(owner, queueId)).toEqual(['1º Elisa Prado']);
  });

  it("na lista de filas, 'Chamada' clicada duas vezes também chama uma pessoa só", async () => {
    const { page } = browser;
    const owner = await newEstablishment('Barbearia Lista Dupla');
    const queueId = await newQueue(owner, { nome: 'Barba' });
    for (const name of ['Fábio Lima', 'Gabi Souza']) await joinQueue(await newClient(name), queueId);
    await logInAsEstablishment(page, owner);
    await page.goto(DETAIL);
    const row = page.getByRole('row').filter({ hasText: 'Barba' });

    await row.getByRole('button', { name: 'Chamada' }).dblclick();

    await toasts(page).getByText('Cliente Fábio Lima foi chamado!').waitFor();
    await expect.poll(() => waiting(owner, queueId)).toEqual(['1º Gabi Souza']);
  });

  it("'Desfazer' devolve quem foi chamado por engano ao seu lugar, e o celular dela mostra isso", async () => {
    const { page } = browser;
    const owner = await newEstablishment('Barbearia Desfaz');
    const queueId = await newQueue(owner, { nome: 'Corte' });
    const camila = await newClient('Camila Rocha');
    await joinQueue(camila, queueId);
    await joinQueue(await newClient('Diego Alves'), queueId);

    const phone = await page.context().browser()!.newContext({
      baseURL: baseUrl(),
      locale: 'pt-BR',
      viewport: PHONE,
    });
    const camilaPage = await phone.newPage();
    await logInAsClient(camilaPage, camila);
    await camilaPage.goto(`/cliente/filas/${queueId}`);
    await camilaPage.getByText('Sua posição').waitFor();

    await logInAsEstablishment(page, owner);
    await page.goto(`${DETAIL}/${queueId}`);
    await page.getByRole('button', { name: 'Chamar Próximo' }).click();
    await toasts(page).getByText('Cliente Camila Rocha foi chamado!').waitFor();
    await camilaPage.getByRole('heading', { name: 'É a sua vez!' }).waitFor();

    await undoOf(page, 'Cliente Camila Rocha foi chamado!').click();

    await toasts(page).getByText('Chamada desfeita: Camila Rocha voltou ao seu lugar na fila').waitFor();
    await expect.poll(() => waiting(owner, queueId)).toEqual(['1º Camila Rocha', '2º Diego Alves']);
    await lineup(page).getByText('Camila Rocha', { exact: true }).waitFor();
    await camilaPage
      .getByText('A chamada foi desfeita pelo estabelecimento. Você continua na fila, na posição 1.')
      .waitFor();
    // Its notice (three lines on a phone) leaves 'Sair da fila' uncovered.
    await camilaPage.waitForTimeout(300);
    expect(await controlsUnderToasts(camilaPage)).not.toContain('Sair da fila');
    await camilaPage.getByText('Sua posição').waitFor();
    expect(await camilaPage.getByRole('heading', { name: 'É a sua vez!' }).count()).toBe(0);
    await phone.close();
  });

  it("'Não compareceu' marcado por engano volta atrás com 'Desfazer'", async () => {
    const { page } = browser;
    const owner = await newEstablishment('Barbearia Ausência');
    const queueId = await newQueue(owner, { nome: 'Corte' });
    await joinQueue(await newClient('Hugo Neves'), queueId);
    await logInAsEstablishment(page, owner);
    await page.goto(`${DETAIL}/${queueId}`);
    await page.getByRole('button', { name: 'Chamar Próximo' }).click();
    const row = recentCalls(page).getByRole('listitem').filter({ hasText: 'Hugo Neves' });
    await row.waitFor();

    await row.getByRole('button', { name: 'Não compareceu' }).click();
    await row.getByText('Não compareceu', { exact: true }).waitFor();
    await undoOf(page, 'Marcado como não compareceu').click();

    await toasts(page).getByText("'Não compareceu' desfeito").waitFor();
    await row.getByRole('button', { name: 'Não compareceu' }).waitFor();
    await row.getByRole('button', { name: 'Chamar novamente' }).waitFor();
  });

  it('os avisos da chamada não cobrem os botões dos chamados recentes', async () => {
    const { page } = browser;
    const owner = await newEstablishment('Barbearia Avisos');
    const queueId = await newQueue(owner, { nome: 'Corte' });
    for (const name of ['Íris Matos', 'João Pires', 'Kátia Reis'])
      await joinQueue(await newClient(name), queueId);
    await logInAsEstablishment(page, owner);
    await page.goto(`${DETAIL}/${queueId}`);
    await lineup(page).getByText('Íris Matos', { exact: true }).waitFor();

    for (const name of ['Íris Matos', 'João Pires']) {
      await page.getByRole('button', { name: 'Chamar Próximo' }).click();
      await toasts(page).getByText(`Cliente ${name} foi chamado!`).waitFor();
      await recentCalls(page).getByText(name, { exact: true }).waitFor();
    }
    // The recent calls at the bottom of the screen, where the notifications used to stand.
    const noShow = recentCalls(page).getByRole('button', { name: 'Não compareceu' }).first();
    const box = await noShow.boundingBox();
    await page.evaluate((top) => window.scrollBy(0, top - (window.innerHeight - 70)), box?.y ?? 0);
    await page.waitForTimeout(100);
    const covered = await controlsUnderToasts(page);
    // Checked while the notifications are still there (a call's stays 10 s, for its 'Desfazer').
    expect(await toasts(page).getByText('Cliente João Pires foi chamado!').isVisible()).toBe(true);
    expect(covered).toEqual([]);
  });
});

describe('no celular: os avisos não cobrem o que se toca em seguida', () => {
  const browser = useBrowser(PHONE);

  it("'Você entrou na fila' não cobre 'Sair da fila' nem os avisos", async () => {
    const { page } = browser;
    const owner = await newEstablishment('Padaria Avisos');
    const queueId = await newQueue(owner, { nome: 'Pães' });
    for (const name of ['Lia Torres', 'Mauro Dias']) await joinQueue(await newClient(name), queueId);
    const nina = await newClient('Nina Castro');
    await logInAsClient(page, nina);
    await page.goto(`/cliente/filas/${queueId}`);
    await page.getByRole('button', { name: 'Entrar Individual' }).click();
    await page
      .getByRole('dialog', { name: 'Entrar na fila' })
      .getByRole('button', { name: 'Entrar na fila' })
      .click();
    await toasts(page).getByText('Você entrou na fila com sucesso!').waitFor();
    await page.getByRole('button', { name: 'Sair da fila' }).waitFor();

    // Wherever the page stands: as it opened, and with 'Sair da fila' at the bottom of the screen,
    // checked while the notification (3 s) is still there.
    const joined = toasts(page).getByText('Você entrou na fila com sucesso!');
    await page.waitForTimeout(400);
    expect(await controlsUnderToasts(page)).toEqual([]);
    const box = await page.getByRole('button', { name: 'Sair da fila' }).boundingBox();
    await page.evaluate((top) => window.scrollBy(0, top - (window.innerHeight - 60)), box?.y ?? 0);
    await page.waitForTimeout(100);
    const covered = await controlsUnderToasts(page);
    expect(await joined.isVisible()).toBe(true);
    expect(covered).toEqual([]);
  });
});
