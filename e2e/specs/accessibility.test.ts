import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { PHONE, useBrowser } from '../support/browser';

const PUBLIC_PAGES = [
  '/',
  '/faq',
  '/escolha-login',
  '/login',
  '/login-estab',
  '/cadastro-cliente',
  '/cadastro-estabelecimento',
  '/forgot-password',
  '/reset-password?token=link-invalido',
  '/nao-existe',
];

async function settle(page: import('playwright-core').Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('acessibilidade (axe, WCAG 2 AA) no celular', () => {
  const browser = useBrowser(PHONE);

  for (const theme of ['light', 'dark'] as const) {
    it(`páginas públicas não têm violações no tema ${theme === 'light' ? 'claro' : 'escuro'}`, async () => {
      const { page } = browser;
      await page.addInitScript((value) => localStorage.setItem('vez.theme', value), theme);
      const problems: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await settle(page);
        for (const violation of await accessibilityViolations(page)) problems.push(`${path}: ${violation}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('páginas iniciais logadas e formulários com erros não têm violações', async () => {
    const { page } = browser;
    const problems: string[] = [];
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('E-mail obrigatório').waitFor();
    for (const v of await accessibilityViolations(page)) problems.push(`/login com erros: ${v}`);

    await page.getByLabel('E-mail', { exact: true }).fill('cliente@vez.demo');
    await page.getByLabel('Senha', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/cliente/home');
    await settle(page);
    for (const v of await accessibilityViolations(page)) problems.push(`/cliente/home: ${v}`);

    await page.goto('/login-estab');
    await page.getByLabel('E-mail', { exact: true }).fill('estabelecimento@vez.demo');
    await page.getByLabel('Senha', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/estabelecimento/home');
    await settle(page);
    for (const v of await accessibilityViolations(page)) problems.push(`/estabelecimento/home: ${v}`);
    expect(problems).toEqual([]);
  });
});

describe('acessibilidade das telas do cliente (celular)', () => {
  const browser = useBrowser(PHONE);

  for (const theme of ['light', 'dark'] as const) {
    it(`lista, detalhe, fila, Minhas Filas, seus popups e o checkout não têm violações no tema ${theme === 'light' ? 'claro' : 'escuro'}`, async () => {
      const { page } = browser;
      await page.addInitScript((value) => localStorage.setItem('vez.theme', value), theme);
      const problems: string[] = [];
      const check = async (label: string) => {
        for (const v of await accessibilityViolations(page)) problems.push(`${label}: ${v}`);
      };
      await page.goto('/login');
      await page.getByLabel('E-mail', { exact: true }).fill('cliente@vez.demo');
      await page.getByLabel('Senha', { exact: true }).fill('Demo1234');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL('**/cliente/home');

      await page.goto('/cliente/estabelecimentos');
      await page.getByText(/estabelecimentos? encontrados?/).waitFor();
      await check('lista');
      await page.getByRole('button', { name: 'Filtros' }).click();
      await page.getByRole('dialog', { name: 'Filtrar estabelecimentos' }).waitFor();
      await check('filtros');
      await page.keyboard.press('Escape');

      await page.goto('/cliente/estabelecimentos/2');
      await page.getByRole('table').waitFor();
      await check('detalhe');
      await page.getByRole('button', { name: 'Ver Fila' }).first().click();
      await page.getByRole('heading', { name: 'Fila Bidimensional' }).waitFor();
      // The event stream stays open, so the page is never network-idle: wait for what it shows.
      await page.getByText('Ao vivo').waitFor();
      await page
        .getByRole('listitem', { name: /Posição 1/ })
        .or(page.getByText('Ninguém na fila ainda'))
        .waitFor();
      await check('fila');
      await page.getByRole('button', { name: 'Entrar em Grupo' }).click();
      await page.getByRole('dialog', { name: 'Entrar em grupo' }).waitFor();
      await check('entrar em grupo');
      await page.keyboard.press('Escape');

      await page.goto('/cliente/minhas-filas');
      await page.getByRole('button', { name: 'Avançar Posições' }).first().click();
      await page.getByRole('dialog', { name: 'Avançar Posições' }).waitFor();
      await check('avançar posições');
      await page.getByRole('button', { name: 'Ir para o pagamento' }).click();
      await page.getByRole('heading', { name: 'Pagamento (Simulado)' }).waitFor();
      await page.getByRole('button', { name: /^Pagar/ }).click();
      await page.getByText('Número do cartão obrigatório').waitFor();
      await check('checkout simulado com erros');
      await page.getByRole('button', { name: 'Cancelar' }).click();
      await page.getByText('Pagamento cancelado. Nenhum valor foi cobrado.').waitFor();
      await check('resultado do pagamento na fila');
      expect(problems).toEqual([]);
    });
  }
});
