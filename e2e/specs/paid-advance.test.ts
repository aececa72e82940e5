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

  it('cliente vê o total de cada escolha no passo a passo, paga, e ao sair é avisada de que o valor pago não é devolvido; quem está em primeiro não pode avançar', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Barbearia Honesta ${shortTag()}`);
    const queueId = await newQueue(owner, { nome: 'Barba' });
    const first = await newClient('Ana Lima');
    await joinQueue(first, queueId);
    for (const name of ['Bia Souza', 'Caio Dias', 'Duda Reis', 'Eva Moura']) {
      await joinQueue(await newClient(name), queueId);
    }
    const client = await newClient('Fábio Nunes');
    await joinQueue(client, queueId);

    // At first place the button is off, and says why beside it (no toast about 'apenas uma pessoa').
    await logInAsClient(page, first);
    await page.goto('/cliente/minhas-filas');
    const firstCard = page.getByRole('listitem').filter({ hasText: 'Barba' });
    await firstCard.getByText('Você já está na primeira posição').waitFor();
    expect(await firstCard.getByRole('button', { name: 'Avançar Posições' }).isDisabled()).toBe(true);

    await logInAsClient(page, client);
    await page.goto('/cliente/minhas-filas');
    const card = page.getByRole('listitem').filter({ hasText: 'Barba' });
    await card.getByText('Sua posição: 6º').waitFor();
    await card.getByRole('button', { name: 'Avançar Posições' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avançar Posições' });
    const total = dialog.getByTestId('total-avanco');
    await expect.poll(() => total.textContent()).toBe('R$ 10,00');
    await dialog.getByRole('button', { name: 'Aumentar' }).click();
    await expect.poll(() => total.textContent()).toBe('R$ 11,50');
    await dialog.getByRole('button', { name: 'Aumentar' }).click();
    await dialog.getByRole('button', { name: 'Aumentar' }).click();
    await dialog.getByText('Total de 4 posições').waitFor();
    await expect.poll(() => total.textContent()).toBe('R$ 15,21');
    expect(await dialog.getByText(/por posição/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Diminuir' }).click();
    await dialog.getByRole('button', { name: 'Diminuir' }).click();
    await expect.poll(() => total.textContent()).toBe('R$ 11,50');
    await dialog.getByRole('button', { name: 'Ir para o pagamento' }).click();

    // Before paying: what leaving costs, and when the money comes back.
    await expect.poll(() => pathOf(page.url())).toMatch(/^\/cliente\/pagamento\/[\w-]+$/);
    await page
      .getByText(/Se você sair da fila por conta própria, o valor do avanço não é devolvido/)
      .waitFor();
    await page
      .getByText(/Se o estabelecimento encerrar a fila antes de chamar você, o valor é devolvido/)
      .waitFor();
    await page.getByRole('button', { name: 'Usar cartão aprovado' }).click();
    await page.getByLabel('Nome do titular').fill('Fábio Nunes');
    await page.getByLabel('Validade').pressSequentially('1230');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Pagar R$ 11,50' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(`/cliente/filas/${queueId}`);
    await expect.poll(() => page.getByTestId('minha-posicao').textContent()).toBe('4º');

    const warning =
      'Você pagou R$ 11,50 para avançar nesta fila. Ao sair por conta própria, esse valor não é devolvido.';
    await page.getByRole('button', { name: 'Sair da fila' }).click();
    const leaveHere = page.getByRole('dialog', { name: 'Sair da fila?' });
    await leaveHere.getByText(warning).waitFor();
    await leaveHere.getByRole('button', { name: 'Cancelar' }).click();

    await page.goto('/cliente/minhas-filas');
    await card.getByRole('button', { name: 'Sair', exact: true }).click();
    const leaveThere = page.getByRole('dialog', { name: 'Sair da fila?' });
    await leaveThere.getByText(warning).waitFor();
    await leaveThere.getByRole('button', { name: 'Sair da fila' }).click();
    await page.getByText('Você não está em nenhuma fila').waitFor();
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
