import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, PHONE, shortTag, useBrowser } from '../support/browser';
import {
  type Account,
  logInAsClient,
  logInAsEstablishment,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';

/** A tag of letters only: a search word is letters and digits, and a tag must be one word of its own. */
const letterTag = () =>
  shortTag()
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x')
    .toUpperCase();

async function newPanel(owner: Account, queueId: number): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/establishments/${owner.id}/panels`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ filaId: queueId }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe('nomes dos estabelecimentos (celular)', () => {
  const browser = useBrowser(PHONE);

  it('cliente busca "clinica" e encontra a Clínica Vida Plena', async () => {
    const { page } = browser;
    const tag = letterTag();
    const owner = await newEstablishment(`Vida Plena Serviços Médicos ${tag} LTDA`, 'Saúde', {
      nome_fantasia: `Clínica Vida Plena ${tag}`,
    });
    await newQueue(owner, { nome: 'Clínico geral' });
    await logInAsClient(page, await newClient('Paula Busca'));

    await page.goto('/cliente/estabelecimentos');
    // Typed as people type on a phone: no accent, lower case.
    await page.getByLabel('Buscar estabelecimento', { exact: true }).fill(`clinica ${tag.toLowerCase()}`);
    await page.getByText('1 estabelecimento encontrado').waitFor();
    const card = page.getByRole('link', { name: new RegExp(`Clínica Vida Plena ${tag}`) });
    await expect(card.textContent()).resolves.not.toContain('LTDA');
    // The legal name finds it too, in capitals and with its accents dropped.
    await page.getByLabel('Buscar estabelecimento', { exact: true }).fill(`MEDICOS ${tag}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('busca')).toBe(`MEDICOS ${tag}`);
    await page.getByText('1 estabelecimento encontrado').waitFor();
    await card.click();
    await page.getByRole('heading', { level: 1, name: `Clínica Vida Plena ${tag}` }).waitFor();
  });
});

describe('nomes dos estabelecimentos (computador)', () => {
  const browser = useBrowser(DESKTOP);

  it('estabelecimento define o nome fantasia e o cliente o vê na lista e no painel', async () => {
    const { page } = browser;
    const tag = letterTag();
    const legal = `Navalha ${tag} Serviços de Barbearia LTDA`;
    const trade = `Barbearia Navalha de Ouro ${tag}`;
    const owner = await newEstablishment(legal);
    const queueId = await newQueue(owner, { nome: 'Corte de cabelo' });
    await logInAsEstablishment(page, owner);
    await page.getByRole('heading', { level: 1, name: `Olá, ${legal}! Bem-vindo(a) ao Vez.` }).waitFor();

    await page.goto('/estabelecimento/perfil');
    await page.getByRole('heading', { level: 1, name: 'Dados da Empresa' }).waitFor();
    await expect.poll(() => page.getByLabel('Razão Social', { exact: true }).inputValue()).toBe(legal);
    await page.getByLabel('Telefone', { exact: true }).pressSequentially('1133334444');
    await page.getByLabel('Nome fantasia (opcional)', { exact: true }).fill(trade);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Dados atualizados com sucesso!').waitFor();
    await page.goto('/estabelecimento/home');
    await page.getByRole('heading', { level: 1, name: `Olá, ${trade}! Bem-vindo(a) ao Vez.` }).waitFor();

    // The TV panel in the waiting room names it as its clients know it.
    const token = await newPanel(owner, queueId);
    await page.goto(`/painel/${token}`);
    await page.getByRole('heading', { name: trade }).waitFor();
    await expect(page.locator('main').textContent()).resolves.not.toContain('LTDA');

    // So do the list and the queue page a client opens.
    await logInAsClient(page, await newClient('Caio Lista'));
    await page.goto(`/cliente/estabelecimentos?busca=${encodeURIComponent(`navalha ${tag}`)}`);
    await page.getByRole('heading', { level: 2, name: trade }).waitFor();
    await page.getByRole('link', { name: new RegExp(trade) }).click();
    await page.getByRole('heading', { level: 1, name: trade }).waitFor();
    await page
      .getByRole('row', { name: /Corte de cabelo/ })
      .getByRole('button', { name: 'Ver Fila' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Corte de cabelo' }).waitFor();
    await page.getByText(trade, { exact: true }).waitFor();
  });
});
