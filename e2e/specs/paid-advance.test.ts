import { describe, expect, it } from 'vitest';
import { PHONE, pathOf, shortTag, useBrowser } from '../support/browser';
import {
  callNext,
  joinQueue,
  logInAsClient,
  logInAsEstablishment,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';

describe('avanço pago (celular)', () => {
  const browser = useBrowser(PHONE);

  it('cliente na 5ª posição paga 2 posições no checkout simulado, vê a 3ª posição com a letra ao vivo, e o estabelecimento vê PAGOU', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Barbearia Pago ${shortTag()}`);
    const queueId = await newQueue(owner, { nome: 'Corte', tempo_estimado: 10 });
    for (const name of ['Ana Lima', 'Bia Souza', 'Caio Dias', 'Duda Reis']) {
      await joinQueue(await newClient(name), queueId);
    }
    const client = await newClient('Eva Moura');
    await joinQueue(client, queueId);
    await logInAsClient(page, client);

    await page.goto('/cliente/minhas-filas');
    const card = page.getByRole('listitem').filter({ hasText: 'Corte' });
    await card.getByText('Sua posição: 5º').waitFor();
    await card.getByRole('button', { name: 'Avançar Posições' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avançar Posições' });
    await dialog.getByRole('button', { name: 'Aumentar' }).click();
    await dialog.getByText('R$ 11,50').waitFor();
    await dialog.getByRole('button', { name: 'Ir para o pagamento' }).click();

    await expect.poll(() => pathOf(page.url())).toMatch(/^\/cliente\/pagamento\/[\w-]+$/);
    await page.getByText('R$ 11,50').first().waitFor();
    await page.getByLabel('Nome do titular').fill('Eva Moura');
    const number = page.getByLabel('Número do cartão');
    await number.pressSequentially('4111111111111112');
    await expect(number.inputValue()).resolves.toBe('4111 1111 1111 1112');
    await page.getByLabel('Validade').pressSequentially('1230');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.getByText('Número do cartão inválido').waitFor();
    await number.fill('');
    await number.pressSequentially('4111111111111111');
    await page.getByRole('button', { name: /^Pagar/ }).click();

    await expect.poll(() => pathOf(page.url())).toBe(`/cliente/filas/${queueId}`);
    await page.getByText(/Pagamento aprovado!.*2 posições.*posição 3º b/).waitFor();
    await expect.poll(() => page.getByTestId('minha-posicao').textContent()).toBe('3º');
    await expect(page.locator('#minha-posicao + p').textContent()).resolves.toMatch(/letra b/);

    // Live: the establishment calls and the paid place moves on without a reload.
    await callNext(owner, queueId);
    await expect.poll(() => page.getByTestId('minha-posicao').textContent()).toBe('2º');

    await logInAsEstablishment(page, owner);
    await page.goto(`/estabelecimento/gerenciar-filas/${queueId}`);
    const paidCard = page.getByRole('listitem').filter({ hasText: 'Eva Moura' });
    await paidCard.getByText('PAGOU').waitFor();
    await expect(page.getByText('PAGOU', { exact: true }).count()).resolves.toBe(1);
  });

  it('cartão recusado mostra o erro, e desistir volta à fila sem cobrar', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Clínica Recusa ${shortTag()}`, 'Saúde');
    const queueId = await newQueue(owner, { nome: 'Consulta' });
    await joinQueue(await newClient('Ana Lima'), queueId);
    const client = await newClient('Bruno Prado');
    await joinQueue(client, queueId);
    await logInAsClient(page, client);

    await page.goto('/cliente/minhas-filas');
    await page.getByRole('button', { name: 'Avançar Posições' }).click();
    await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
    await expect.poll(() => pathOf(page.url())).toMatch(/^\/cliente\/pagamento\//);
    await page.getByLabel('Nome do titular').fill('Bruno Prado');
    await page.getByLabel('Número do cartão').pressSequentially('4000000000000002');
    await page.getByLabel('Validade').pressSequentially('1230');
    await page.getByLabel('CVV').fill('321');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await page.getByText('Pagamento recusado. Tente outro cartão.').waitFor();

    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(`/cliente/filas/${queueId}`);
    await page.getByText('Pagamento cancelado. Nenhum valor foi cobrado.').waitFor();
    await expect.poll(() => page.getByTestId('minha-posicao').textContent()).toBe('2º');
  });
});
