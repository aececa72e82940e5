import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { baseUrl, PHONE, shortTag, useBrowser } from '../support/browser';
import { type Account, joinQueue, newClient, newEstablishment, newQueue } from '../support/queue-api';

async function asOwner<T>(owner: Account, path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** 'Link da sua página', as the owner's profile shows it: the path a visitor opens. */
async function pageLink(owner: Account): Promise<string> {
  const answer = await asOwner<{ data: { link: string } }>(
    owner,
    `/api/establishments/${owner.id}/page-link`,
  );
  const link = new URL(answer.data.link);
  expect(link.pathname).toBe(`/estabelecimentos/${owner.id}`);
  return link.pathname;
}

describe('a página do estabelecimento, aberta sem conta (decisão 069)', () => {
  const browser = useBrowser(PHONE);

  it('visitante abre a página da barbearia e entra na fila sem cadastro', async () => {
    const { page } = browser;
    const tag = shortTag();
    const owner = await newEstablishment(`Barbearia da Página ${tag}`);
    const queueName = `Corte pela página ${tag}`;
    const queueId = await newQueue(owner, {
      nome: queueName,
      descricao: 'Por ordem de chegada',
      tempo_estimado: 10,
      convidado_precisa_celular: false,
    });
    await joinQueue(await newClient('Bruno Esperando'), queueId);

    // The link the barbershop posts on Instagram, opened on a phone with no account.
    await page.goto(await pageLink(owner));
    await page.getByRole('heading', { level: 1, name: `Barbearia da Página ${tag}` }).waitFor();
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: queueName }),
    });
    await card.getByText('1 pessoa', { exact: true }).waitFor();
    // Position 2 for whoever joins now: one position of the establishment's 10 minutes.
    await card.locator('dd', { hasText: /^10 min/ }).waitFor();
    await card.getByText('Horário: Agora').waitFor();
    await card.getByRole('button', { name: 'Entrar com minha conta' }).waitFor();
    // Nobody's name is on a page anyone opens.
    expect(await page.locator('main').textContent()).not.toContain('Bruno');
    expect(await accessibilityViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'a página rola na horizontal').toBeLessThanOrEqual(PHONE.width);

    await card.getByRole('button', { name: 'Entrar sem cadastro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar sem cadastro' });
    await dialog.getByText(queueName).waitFor();
    await dialog.getByLabel('Nome').fill('Paula Visitante');
    await dialog.getByRole('button', { name: 'Entrar na fila' }).click();

    // Her own ticket page, as from the poster's link: behind Bruno, live.
    await page.waitForURL(/\/senha#(?:[0-9a-z]{1,11}\.)?[A-Za-z0-9_-]{43}$/);
    await page.getByRole('heading', { level: 1, name: queueName }).waitFor();
    await expect.poll(() => page.getByTestId('minha-posicao').textContent()).toBe('2º');
    await page.getByText('Ao vivo').waitFor();
    const clients = await asOwner<{ data: { clients: { nome: string; origem: string | null }[] } }>(
      owner,
      `/api/queues/${queueId}/clients`,
    );
    expect(clients.data.clients.map((c) => [c.nome, c.origem])).toEqual([
      ['Bruno Esperando', 'conta'],
      ['Paula Visitante', 'convidado'],
    ]);
  });

  it('cliente entra com a conta pela página e volta à página da barbearia', async () => {
    const { page } = browser;
    const tag = shortTag();
    const owner = await newEstablishment(`Barbearia da Conta ${tag}`);
    const queueName = `Barba ${tag}`;
    const queueId = await newQueue(owner, { nome: queueName });
    const client = await newClient('Caio Com Conta');

    await page.goto(await pageLink(owner));
    await page.getByRole('button', { name: 'Entrar com minha conta' }).click();
    await page.waitForURL('**/login');
    await page.getByText(`Entre na sua conta para entrar na fila “${queueName}”`).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(client.email);
    await page.getByLabel('Senha', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    // Back at the establishment, in the client's own page of it: one tap to the queue.
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/cliente/estabelecimentos/${owner.id}`);
    await page.getByRole('button', { name: 'Ver Fila' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/cliente/filas/${queueId}`);
    // The shared link, opened again with the session, goes to the client's page.
    await page.goto(`/estabelecimentos/${owner.id}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/cliente/estabelecimentos/${owner.id}`);
  });
});
