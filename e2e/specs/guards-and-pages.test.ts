import { describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from '../support/browser';

describe('guardas de rota e páginas públicas', () => {
  const browser = useBrowser(DESKTOP);

  it('visitante que abre uma página de cliente é levado ao login e volta a ela depois de entrar', async () => {
    const { page } = browser;
    await page.goto('/cliente/home?aba=1');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('E-mail', { exact: true }).fill('estabelecimento@vez.demo');
    await page.getByLabel('Senha', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    // An establishment account is not a client account: the client login refuses it.
    await page.getByText('E-mail ou senha incorretos').waitFor();

    await page.getByLabel('E-mail', { exact: true }).fill('cliente@vez.demo');
    await page.getByLabel('Senha', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe('/cliente/home?aba=1');
  });

  it('estabelecimento entra pelo guarda e a sessão de cliente não abre páginas de estabelecimento', async () => {
    const { page } = browser;
    await page.goto('/estabelecimento/home');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login-estab');
    await page.getByLabel('E-mail', { exact: true }).fill('estabelecimento@vez.demo');
    await page.getByLabel('Senha', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/estabelecimento/home');
    await page.getByRole('link', { name: 'Gerenciar Filas' }).first().waitFor();
  });

  it('endereço desconhecido mostra a página 404 com link para o início', async () => {
    const { page } = browser;
    const response = await page.goto('/pagina/que/nao/existe');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Página não encontrada (404)' }).waitFor();
    await page
      .getByRole('link', { name: /início/i })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  it('estabelecimento numa conexão que falha vê o aviso no lugar da página, com o menu, e tenta de novo', async () => {
    const { page } = browser;
    // No service worker (its precache would serve the screen's code): the code comes from the network,
    // where this test can cut it. A page route does not reach the worker's script; the context's does.
    await page.context().route('**/sw.js', (route) => route.abort());
    let cut = true;
    await page.route('**/assets/ManageQueuesPage-*.js', (route) =>
      cut ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/login-estab');
    await page.getByLabel('E-mail', { exact: true }).fill('estabelecimento@vez.demo');
    await page.getByLabel('Senha', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/estabelecimento/home');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Gerenciar Filas' })
      .click();
    const alert = page.getByRole('alert');
    await alert.getByText('Não foi possível carregar esta página. Verifique sua conexão').waitFor();
    await page.getByRole('banner').waitFor();
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Home' })
      .waitFor();

    // The connection is back: 'Tentar Novamente' opens the page.
    cut = false;
    await alert.getByRole('button', { name: 'Tentar Novamente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gerenciar Filas' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/estabelecimento/gerenciar-filas');
  });

  it('FAQ e escolha de login abrem e o tema escuro fica salvo', async () => {
    const { page } = browser;
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Tema escuro' }).click();
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });
});
