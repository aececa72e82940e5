import { describe, expect, it } from 'vitest';
import { baseUrl, PHONE, shortTag, useBrowser } from '../support/browser';
import {
  type Account,
  callNext,
  joinQueue,
  logInAsClient,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';

/** Under the 5-second polling: what shows this fast was pushed by the stream. */
const PUSHED_WITHIN_MS = 4_000;

async function asOwner(owner: Account, path: string, method: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${owner.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { data: { ticketId: number } };
}

/** The ticket of the owner's latest call ('Chamados recentes', newest first). */
async function lastCallOf(owner: Account, queueId: number): Promise<number | undefined> {
  const recent = await fetch(`${baseUrl()}/api/queues/${queueId}/chamados-recentes`, {
    headers: { authorization: `Bearer ${owner.token}` },
  }).then((r) => r.json() as Promise<{ data: { ticketId: number }[] }>);
  return recent.data[0]?.ticketId;
}

describe('A vez do cliente (decisão 022)', () => {
  const browser = useBrowser(PHONE);

  it('cliente é chamado e vê só a sua vez, sem botões de entrar', async () => {
    const { page } = browser;
    const tag = shortTag();
    const owner = await newEstablishment(`Barbearia Vez ${tag}`);
    const queueId = await newQueue(owner, { nome: `Corte ${tag}` });
    const ana = await newClient('Ana Souza');
    await joinQueue(ana, queueId);
    await logInAsClient(page, ana);
    await page.goto(`/cliente/filas/${queueId}`);
    await page.getByText('Sua posição').waitFor();
    await page.getByText('Ao vivo').waitFor();

    await callNext(owner, queueId);
    const state = page.getByRole('alert').filter({ hasText: 'É a sua vez!' });
    await state.waitFor({ timeout: PUSHED_WITHIN_MS });
    await expect.poll(() => state.textContent()).toContain(`Barbearia Vez ${tag}`);
    expect(await state.textContent()).toMatch(/Chamado às \d\d:\d\d/);
    expect(await state.textContent()).toContain('Dirija-se ao atendimento.');
    expect(await page.getByText('Você ainda não está nesta fila.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Entrar Individual' }).count()).toBe(0);
    expect(await page.getByText(/foi chamado!/).count()).toBe(0);
    expect(await page.getByText('É a sua vez!').count()).toBe(1);

    // The establishment calls again and leaves a notice: both arrive live.
    const ticketId = await lastCallOf(owner, queueId);
    await asOwner(owner, `/api/queues/${queueId}/tickets/${ticketId}/chamar-novamente`, 'POST');
    await page.getByText(/Chamado novamente às \d\d:\d\d/).waitFor({ timeout: PUSHED_WITHIN_MS });
    await asOwner(owner, `/api/queues/${queueId}/broadcast`, 'PUT', {
      mensagem: 'Atraso de 15 min',
      duracao_minutos: 30,
    });
    const notice = page.getByRole('status').filter({ hasText: 'Atraso de 15 min' });
    await notice.waitFor({ timeout: PUSHED_WITHIN_MS });
    // When it was sent and until when it shows, in Brasília time (decision 060).
    expect(await notice.textContent()).toMatch(/enviado às \d\d:\d\d · até \d\d:\d\d/);

    // Minhas Filas shows the same single state.
    await page.goto('/cliente/minhas-filas');
    const card = page.getByRole('listitem').filter({ hasText: `Corte ${tag}` });
    await card.getByText('É a sua vez!').waitFor();
    expect(await card.getByRole('button', { name: 'Sair' }).count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Avançar Posições' }).count()).toBe(0);

    // 'Entendi' closes it; back on the queue, the client may join again.
    await card.getByRole('button', { name: 'Entendi' }).click();
    await expect.poll(() => card.count()).toBe(0);
    await page.goto(`/cliente/filas/${queueId}`);
    await page.getByRole('button', { name: 'Entrar Individual' }).waitFor();
    expect(await page.getByText('É a sua vez!').count()).toBe(0);
  });

  it("cliente chamado que não compareceu vê 'Ausência registrada' e pode entrar de novo", async () => {
    const { page } = browser;
    const tag = shortTag();
    const owner = await newEstablishment(`Clínica Vez ${tag}`);
    const queueId = await newQueue(owner, { nome: `Consulta ${tag}` });
    const bruno = await newClient('Bruno Dias');
    await joinQueue(bruno, queueId);
    await logInAsClient(page, bruno);
    await page.goto(`/cliente/filas/${queueId}`);
    await page.getByText('Ao vivo').waitFor();
    await callNext(owner, queueId);
    await page.getByRole('alert').filter({ hasText: 'É a sua vez!' }).waitFor({ timeout: PUSHED_WITHIN_MS });

    const ticketId = await lastCallOf(owner, queueId);
    await asOwner(owner, `/api/queues/${queueId}/tickets/${ticketId}/nao-compareceu`, 'POST');
    const banner = page.getByRole('alert').filter({ hasText: 'Ausência registrada' });
    await banner.waitFor({ timeout: PUSHED_WITHIN_MS });
    expect(await banner.textContent()).toContain('não compareceu à chamada');
    expect(await page.getByText('É a sua vez!').count()).toBe(0);

    // A reload says the same; joining again starts afresh.
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Ausência registrada' }).waitFor();
    await page.getByRole('button', { name: 'Entrar Individual' }).click();
    await page
      .getByRole('dialog', { name: 'Entrar na fila' })
      .getByRole('button', { name: 'Entrar na fila' })
      .click();
    await page.getByText('Sua posição').waitFor();
    expect(await page.getByText('Ausência registrada').count()).toBe(0);
  });
});
