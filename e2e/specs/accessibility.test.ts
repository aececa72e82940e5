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
