import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { baseUrl, PHONE, shortTag, useBrowser } from '../support/browser';
import {
  type Account,
  callNext,
  joinQueue,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';

/** Under the 5-second polling: what shows this fast was pushed by the stream. */
const PUSHED_WITHIN_MS = 4_000;

async function asOwner<T>(owner: Account, path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The poster's short link, as its QR code reads. */
async function posterLink(owner: Account, queueId: number): Promise<string> {
  const code = await asOwner<{ data: { codigo: string } }>(owner, `/api/queues/${queueId}/join-code`);
  return `/f/${code.data.codigo}`;
}

describe('entrada sem cadastro (decisão 068)', () => {
  const browser = useBrowser(PHONE);

  it('convidado entra pelo link do QR sem cadastro e é chamado', async () => {
    const { page } = browser;
    const tag = shortTag();
    const owner = await newEstablishment(`Barbearia Sem Cadastro ${tag}`);
    const queueId = await newQueue(owner, { nome: `Corte rápido ${tag}` });
    await joinQueue(await newClient('Bruno Lima'), queueId);
    // Every address the page asks for: the ticket's secret must be in none of them.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    // The phone's camera opens the poster's link: no account, no login.
    await page.goto(await posterLink(owner, queueId));
    await page.getByRole('heading', { level: 1, name: `Corte rápido ${tag}` }).waitFor();
    await page.getByRole('button', { name: 'Entrar na fila' }).waitFor();
    await page.getByRole('button', { name: 'Entrar sem cadastro' }).click();

    const dialog = page.getByRole('dialog', { name: 'Entrar sem cadastro' });
    await dialog.getByLabel('Nome').fill('Rita Convidada');
    // The queue asks for a phone (the default): the form says so before sending.
    await dialog.getByRole('button', { name: 'Entrar na fila' }).click();
    await dialog.getByText('Informe um celular para receber os avisos').waitFor();
    await dialog.getByLabel('Celular', { exact: false }).fill('11912345678');
    await dialog.getByLabel('Quantas pessoas').selectOption('2');
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Entrar na fila' }).click();

    // Her own ticket page: the place behind Bruno, live.
    await page.waitForURL(/\/senha#[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    const token = new URL(page.url()).hash.slice(1);
    await page.getByRole('heading', { level: 1, name: `Corte rápido ${tag}` }).waitFor();
    await page.getByText(`Barbearia Sem Cadastro ${tag}`).waitFor();
    await expect.poll(() => page.getByTestId('minha-posicao').textContent()).toBe('2º');
    await page.getByText('Ao vivo').waitFor();
    await page.getByRole('button', { name: 'Criar conta e manter meu lugar' }).waitFor();
    // Kept on the phone, to come back to it.
    const kept = await page.evaluate(() => localStorage.getItem('vez.senhas'));
    expect(JSON.parse(kept ?? '[]')).toEqual([
      { token, filaNome: `Corte rápido ${tag}`, estabelecimento: `Barbearia Sem Cadastro ${tag}` },
    ]);

    // The establishment sees her as a guest.
    const clients = await asOwner<{ data: { clients: { nome: string; origem: string | null }[] } }>(
      owner,
      `/api/queues/${queueId}/clients`,
    );
    expect(clients.data.clients.map((c) => [c.nome, c.origem])).toEqual([
      ['Bruno Lima', 'conta'],
      ['Rita Convidada', 'convidado'],
    ]);

    // Bruno is called: she is next, pushed by the stream.
    await callNext(owner, queueId);
    await page.getByText('Você é o próximo a ser chamado').waitFor({ timeout: PUSHED_WITHIN_MS });
    // Her turn.
    await callNext(owner, queueId);
    const state = page.getByRole('alert').filter({ hasText: 'É a sua vez!' });
    await state.waitFor({ timeout: PUSHED_WITHIN_MS });
    expect(await state.textContent()).toContain(`Barbearia Sem Cadastro ${tag} · Corte rápido ${tag}`);
    expect(await state.textContent()).toMatch(/Chamado às \d\d:\d\d/);
    expect(await page.getByTestId('minha-posicao').count()).toBe(0);

    // A reload of the bookmarked link shows the same ticket.
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'É a sua vez!' }).waitFor();
    expect(requested.filter((url) => url.includes(token))).toEqual([]);
  });

  it('convidado entra na conta e mantém o lugar na fila', async () => {
    const { page } = browser;
    const tag = shortTag();
    const owner = await newEstablishment(`Padaria do Lugar ${tag}`);
    const queueId = await newQueue(owner, { nome: `Encomendas ${tag}`, convidado_precisa_celular: false });
    await joinQueue(await newClient('Primeira Pessoa'), queueId);
    const client = await newClient('Rita Com Conta');

    await page.goto(await posterLink(owner, queueId));
    await page.getByRole('button', { name: 'Entrar sem cadastro' }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar sem cadastro' });
    await dialog.getByLabel('Nome').fill('Rita Convidada');
    await dialog.getByRole('button', { name: 'Entrar na fila' }).click();
    await expect.poll(() => page.getByTestId('minha-posicao').textContent()).toBe('2º');
    const token = new URL(page.url()).hash.slice(1);

    // 'Já tem conta?': login, and back where the ticket moves into the account, same place.
    await page.getByRole('link', { name: 'Entre e mantenha seu lugar' }).click();
    await page.waitForURL('**/login');
    expect(page.url()).not.toContain(token);
    await page.getByLabel('E-mail', { exact: true }).fill(client.email);
    await page.getByLabel('Senha', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/cliente/filas/${queueId}`);
    await expect.poll(() => page.getByTestId('minha-posicao').textContent()).toBe('2º');
    await page.getByText('Sua senha agora está na sua conta, no mesmo lugar').first().waitFor();
    // The account's ticket now, in Minhas Filas; the guest's link and its copy on the phone are gone.
    expect(await page.evaluate(() => localStorage.getItem('vez.senhas'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('vez.senha.manter-lugar'))).toBeNull();
    const clients = await asOwner<{ data: { clients: { nome: string; origem: string | null }[] } }>(
      owner,
      `/api/queues/${queueId}/clients`,
    );
    expect(clients.data.clients.map((c) => c.origem)).toEqual(['conta', 'convidado']);
  });

  it('uma fila que exige conta mostra só o caminho da conta', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Clínica Só Conta ${shortTag()}`);
    const queueId = await newQueue(owner, { nome: 'Triagem', permitir_convidados: false });
    await page.goto(await posterLink(owner, queueId));
    await page.getByRole('button', { name: 'Entrar na fila' }).waitFor();
    await page.getByRole('link', { name: 'Criar conta de cliente' }).waitFor();
    // The queue's rules have arrived by then (the same public read the offer makes).
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Entrar sem cadastro' }).count()).toBe(0);
  });
});
