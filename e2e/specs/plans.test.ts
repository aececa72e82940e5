import { CARD_DECLINED_MESSAGE, formatDateBrasilia, SIMULATED_SUBSCRIPTION_SUCCESS } from '@vez/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { DESKTOP, PHONE, pathOf, shortTag, useBrowser } from '../support/browser';
import { subscribeThroughApi } from '../support/plan-api';
import { logInAsEstablishment, newEstablishment, newQueue } from '../support/queue-api';

const PLANS = '/estabelecimento/planos';
const DAY_MS = 86_400_000;

const planCard = (page: Page, name: string) => page.getByRole('article', { name });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The company, address and card of the payment page, as a person fills them in. */
async function fillPaymentPage(page: Page, cardNumber: string) {
  // A fresh establishment registered without a phone: the page asks for it.
  await field(page, 'Telefone').fill('');
  await field(page, 'Telefone').pressSequentially('11987654321');
  // The CEP is looked up (through the fake postal service) and fills the address.
  await field(page, 'CEP').fill('');
  await field(page, 'CEP').pressSequentially('20040002');
  await expect.poll(() => field(page, 'Endereço').inputValue()).toBe('Rua da Assembleia');
  await expect.poll(() => field(page, 'Cidade').inputValue()).toBe('Rio de Janeiro');
  expect(await field(page, 'UF').inputValue()).toBe('RJ');
  await field(page, 'Número').fill('10');
  await field(page, 'Complemento (opcional)').fill('Sala 2');

  await field(page, 'Nome do titular').fill('Dono Teste');
  const number = field(page, 'Número do cartão');
  await number.fill('');
  await number.pressSequentially(cardNumber.replace(/\s/g, ''));
  await expect(number.inputValue()).resolves.toBe(cardNumber);
  await field(page, 'Validade').pressSequentially('1230');
  await field(page, 'CVV').fill('123');
}

async function acceptAgreements(page: Page) {
  await field(page, 'Li e aceito a Política de Privacidade').check();
  await field(page, 'Li e aceito os Termos de Uso').check();
}

describe('planos', () => {
  const browser = useBrowser(DESKTOP);

  it('estabelecimento assina o Essencial, vê Renovar Contrato e a data de vencimento', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Barbearia Plano ${shortTag()}`);
    await logInAsEstablishment(page, owner);
    await page.getByRole('link', { name: 'Planos' }).click();
    await page.getByRole('heading', { name: 'Planos', level: 1 }).waitFor();
    await page.getByText('Sem plano: 1 fila aberta por vez.').waitFor();
    await page.getByText('Nenhum pagamento de plano ainda.').waitFor();
    // Beside each monthly price: what is charged, and when, and the promotion as a discount.
    await planCard(page, 'Essencial')
      .getByText('Na primeira assinatura: R$ 39,90 cobrados no pagamento pelo 1º mês (desconto de R$ 50,00).')
      .waitFor();
    await planCard(page, 'Profissional')
      .getByText('Contrato anual: R$ 1.558,80 cobrados de uma vez, no pagamento (12 × R$ 129,90).')
      .waitFor();

    await planCard(page, 'Essencial').getByRole('link', { name: 'Assinar Plano Essencial' }).click();
    await expect.poll(() => page.url()).toMatch(/\/estabelecimento\/pagamento\?plano=essencial$/);
    await page.getByRole('heading', { name: 'Pagamento', level: 1 }).waitFor();
    // Prefilled from the account, and priced by the server: the first month of Essencial.
    await expect.poll(() => field(page, 'Razão Social').inputValue()).toBe(owner.name);
    expect(await field(page, 'E-mail').inputValue()).toBe(owner.email);
    const summary = page.getByRole('complementary', { name: 'Resumo' });
    // The promotion is a discount line on the period's price, no longer 'Desconto R$ 0,00'.
    await summary.getByText('Essencial — 30 dias').waitFor();
    await summary.getByText('R$ 89,90').waitFor();
    await summary.getByText('Desconto (1º mês promocional)').waitFor();
    await summary.getByText('−R$ 50,00').waitFor();
    expect(await summary.getByText('R$ 39,90', { exact: true }).count()).toBe(1);
    expect(await summary.getByText('R$ 0,00').count()).toBe(0);
    await summary.getByText(/R\$ 39,90 cobrados de uma vez, ao confirmar o pagamento/).waitFor();

    await fillPaymentPage(page, '4111 1111 1111 1111');
    await page.getByText('Bandeira do cartão: Visa').waitFor({ state: 'attached' });
    // The agreements start unticked and are required.
    await page.getByRole('button', { name: 'Confirmar Pagamento (Simulado)' }).click();
    await page.getByText('Aceite a Política de Privacidade para continuar').waitFor();
    await page.getByText('Aceite os Termos de Uso para continuar').waitFor();
    expect(pathOf(page.url())).toBe('/estabelecimento/pagamento');

    await acceptAgreements(page);
    await page.getByRole('button', { name: 'Confirmar Pagamento (Simulado)' }).click();

    await expect.poll(() => pathOf(page.url())).toBe(PLANS);
    await page.getByRole('status').filter({ hasText: SIMULATED_SUBSCRIPTION_SUCCESS }).waitFor();
    const essencial = planCard(page, 'Essencial');
    await essencial.getByRole('link', { name: 'Renovar Contrato Essencial' }).waitFor();
    await essencial.getByText('Plano atual').waitFor();
    await planCard(page, 'Profissional').getByRole('link', { name: 'Assinar Plano Profissional' }).waitFor();
    const payment = page.getByRole('row').filter({ hasText: 'Visa •••• 1111' });
    await payment.getByText('R$ 39,90').waitFor();
    await payment.getByText('Aprovado').waitFor();

    const expiry = formatDateBrasilia(Date.now() + 30 * DAY_MS);
    await essencial.getByRole('link', { name: 'Ver detalhes do Essencial' }).click();
    await page.getByRole('heading', { name: 'Essencial', level: 1 }).waitFor();
    await page.getByText(`Vencimento: ${expiry}`).waitFor();
    await page.getByText('Dias restantes: 30').waitFor();
    await page.getByRole('link', { name: 'Renovar Contrato Essencial' }).waitFor();

    // The other plan's detail page has nothing in force.
    await page.goto(`${PLANS}/detalhes-profissional`);
    await page.getByText('Vencimento: N/A').waitFor();
    await page.getByText('Dias restantes: N/A').waitFor();
    await page.getByText(/R\$ 129,90\/mês \(R\$ 1\.558,80 à vista\)/).waitFor();
  });

  it('cartão recusado mostra a mensagem do emissor e o estabelecimento continua na página', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Clínica Recusa ${shortTag()}`);
    await logInAsEstablishment(page, owner);
    await page.goto('/estabelecimento/pagamento?plano=profissional');
    const summary = page.getByRole('complementary', { name: 'Resumo' });
    await summary.getByText('Profissional — contrato anual (12 × R$ 129,90)').waitFor();
    expect(await summary.getByText('R$ 1.558,80', { exact: true }).count()).toBe(2);
    await summary
      .getByText(/R\$ 1\.558,80 cobrados de uma vez, ao confirmar o pagamento\. Vale por 365 dias/)
      .waitFor();

    await fillPaymentPage(page, '4000 0000 0000 0002');
    await acceptAgreements(page);
    await page.getByRole('button', { name: 'Confirmar Pagamento (Simulado)' }).click();

    const cardSection = page.getByRole('region', { name: 'Dados do cartão' });
    await cardSection.getByRole('alert').filter({ hasText: CARD_DECLINED_MESSAGE }).waitFor();
    expect(pathOf(page.url())).toBe('/estabelecimento/pagamento');
    // The form is kept: the other card is typed in place and the payment goes through.
    expect(await field(page, 'Endereço').inputValue()).toBe('Rua da Assembleia');
    const number = field(page, 'Número do cartão');
    await number.fill('');
    await number.pressSequentially('4111111111111111');
    await page.getByRole('button', { name: 'Confirmar Pagamento (Simulado)' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(PLANS);
    await planCard(page, 'Profissional')
      .getByRole('link', { name: 'Renovar Contrato Profissional' })
      .waitFor();
    // Only the approved payment is in the history: the declined one stored nothing.
    await page.getByRole('row').filter({ hasText: 'Visa •••• 1111' }).waitFor();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(2);
  });

  it('o limite de filas leva o usuário a Planos', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Padaria Limite ${shortTag()}`);
    await newQueue(owner, { nome: 'Balcão' });
    await logInAsEstablishment(page, owner);
    await page.goto('/estabelecimento/gerenciar-filas');
    await page.getByRole('row').filter({ hasText: 'Balcão' }).waitFor();

    // The limit is said before the form (decision 058), with its way to the plans.
    await page.getByRole('button', { name: 'Criar Filas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar Fila' });
    await dialog.getByText('Limite de filas abertas atingido').waitFor();
    await dialog.getByRole('link', { name: 'Conheça os planos' }).click();

    await expect.poll(() => pathOf(page.url())).toBe(PLANS);
    await page.getByRole('heading', { name: 'Planos', level: 1 }).waitFor();
    await page.getByText('Sem plano: 1 fila aberta por vez.').waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('o Assinar Plano da página inicial passa pelo login e chega ao pagamento do plano', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Academia Landing ${shortTag()}`, 'Academia');
    await page.goto('/');
    await page.locator('#plano').getByRole('link', { name: 'Assinar Plano Profissional' }).click();
    await expect.poll(() => pathOf(page.url())).toBe('/login-estab');
    await page.getByRole('heading', { name: 'Entrar como estabelecimento', level: 1 }).waitFor();
    await field(page, 'E-mail').fill(owner.email);
    await field(page, 'Senha').fill(owner.password);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect.poll(() => page.url()).toMatch(/\/estabelecimento\/pagamento\?plano=profissional$/);
    await page.getByRole('heading', { name: 'Pagamento', level: 1 }).waitFor();
    await page.getByText('Plano Profissional', { exact: true }).waitFor();
    await page
      .getByRole('complementary', { name: 'Resumo' })
      .getByText('Profissional — contrato anual (12 × R$ 129,90)')
      .waitFor();
  });
});

/** Planos (with a payment in the history), a detail page and the payment page (with its messages). */
async function accessibilityOfPlanScreens(page: Page, width: number) {
  const owner = await newEstablishment(`Barbearia Acessível ${shortTag()}`);
  await subscribeThroughApi(owner, 'essencial');
  await logInAsEstablishment(page, owner);
  const problems: string[] = [];
  const check = async (label: string) => {
    for (const v of await accessibilityViolations(page)) problems.push(`${label}: ${v}`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) problems.push(`${label}: a página rola na horizontal (${scrollWidth} px)`);
  };

  await page.goto(PLANS);
  await page.getByRole('row').filter({ hasText: 'Visa •••• 1111' }).waitFor();
  await planCard(page, 'Essencial').getByRole('link', { name: 'Renovar Contrato Essencial' }).waitFor();
  await check('planos');

  await page.goto(`${PLANS}/detalhes-profissional`);
  await page.getByText('Vencimento: N/A').waitFor();
  await check('detalhes do profissional');

  await page.goto('/estabelecimento/pagamento?plano=profissional');
  await page.getByRole('complementary', { name: 'Resumo' }).getByText('R$ 1.558,80').first().waitFor();
  await field(page, 'Número do cartão').pressSequentially('5555');
  await page.getByText('Bandeira do cartão: Mastercard').waitFor({ state: 'attached' });
  await check('pagamento');
  await page.getByRole('button', { name: 'Confirmar Pagamento (Simulado)' }).click();
  await page.getByText('Aceite os Termos de Uso para continuar').waitFor();
  await check('pagamento com erros');

  await page.goto('/estabelecimento/pagamento?plano=premium');
  await page.getByText('Plano desconhecido').waitFor();
  await check('plano desconhecido');
  return problems;
}

for (const [device, viewport] of [
  ['computador', DESKTOP],
  ['celular', PHONE],
] as const) {
  describe(`acessibilidade das telas de planos (${device})`, () => {
    const browser = useBrowser(viewport);

    for (const theme of ['light', 'dark'] as const) {
      it(`Planos, detalhes e pagamento não têm violações no tema ${theme === 'light' ? 'claro' : 'escuro'}`, async () => {
        const { page } = browser;
        await page.addInitScript((value) => localStorage.setItem('vez.theme', value), theme);
        expect(await accessibilityOfPlanScreens(page, viewport.width)).toEqual([]);
      });
    }
  });
}
