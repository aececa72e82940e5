import { describe, expect, it } from 'vitest';
import { DESKTOP, uniqueEmail, useBrowser } from '../support/browser';

describe('conta de estabelecimento', () => {
  const browser = useBrowser(DESKTOP);

  it('estabelecimento valida o CNPJ, recebe a razão social, se cadastra e entra', async () => {
    const { page } = browser;
    const email = uniqueEmail('padaria');

    await page.goto('/escolha-login');
    await page.getByRole('link', { name: /^Estabelecimento/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login-estab');
    await page.goto('/cadastro-estabelecimento');

    await page.getByLabel('CNPJ', { exact: true }).pressSequentially('11222333000182');
    await page.getByText('CNPJ inválido', { exact: true }).waitFor();
    await page.getByLabel('CNPJ', { exact: true }).fill('');
    await page.getByLabel('CNPJ', { exact: true }).pressSequentially('34028316000103');
    await expect
      .poll(() => page.getByLabel('Razão Social', { exact: true }).inputValue())
      .toBe('PADARIA PÃO DOURADO LTDA');

    await page.getByLabel('Categoria', { exact: true }).selectOption('Restaurante');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('CEP', { exact: true }).pressSequentially('01310100');
    await expect
      .poll(() => page.getByLabel('Endereço', { exact: true }).inputValue())
      .toBe('Avenida Paulista');
    await page.getByLabel(/^Número/).fill('42');
    await page.getByLabel('Senha', { exact: true }).fill('fraca');
    await page.getByRole('button', { name: 'Cadastrar empresa' }).click();
    await page.getByText('Mínimo 8 caracteres', { exact: true }).waitFor();
    await page.getByLabel('Senha', { exact: true }).fill('Segura123');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('Segura123');
    await page.getByRole('button', { name: 'Cadastrar empresa' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/login-estab');
    // The address changes first; the sign-up form stays on screen until the login screen's code has
    // loaded (a lazy route, in a transition): type only once the login screen is there.
    await page.getByText('Cadastro realizado com sucesso!').waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('Segura123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/estabelecimento/home');
    await page.getByRole('heading', { name: /Olá/ }).waitFor();

    // Unknown establishment paths go to the establishment home.
    await page.goto('/estabelecimento/nao-existe');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/estabelecimento/home');
  });

  it('login com senha errada mostra a mensagem do servidor', async () => {
    const { page } = browser;
    await page.goto('/login-estab');
    await page.getByLabel('E-mail', { exact: true }).fill('estabelecimento@vez.demo');
    await page.getByLabel('Senha', { exact: true }).fill('Errada123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('E-mail ou senha incorretos').waitFor();
  });
});
