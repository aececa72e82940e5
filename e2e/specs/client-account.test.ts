import { describe, expect, it } from 'vitest';
import { freshCpf } from '../../apps/server/src/test-support/documents';
import { createClientAccount, PHONE, uniqueEmail, useBrowser } from '../support/browser';

describe('conta de cliente (celular)', () => {
  const browser = useBrowser(PHONE);

  it('cliente se cadastra com CEP preenchido automaticamente, entra e sai', async () => {
    const { page } = browser;
    const email = uniqueEmail('cliente');

    await page.goto('/escolha-login');
    await page.getByRole('link', { name: /^Cliente/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('link', { name: /criar conta|cadastr/i }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cadastro-cliente');

    await page.getByLabel('Nome completo', { exact: true }).fill('Beatriz Lima');
    // The page may still be the prerendered HTML (decision 029): the mask applies once the app is live.
    await page.getByLabel('CPF', { exact: true }).pressSequentially(freshCpf());
    await expect
      .poll(() => page.getByLabel('CPF', { exact: true }).inputValue())
      .toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await page.getByLabel('Data de nascimento', { exact: true }).pressSequentially('15031990');
    await expect
      .poll(() => page.getByLabel('Data de nascimento', { exact: true }).inputValue())
      .toBe('15/03/1990');
    await page.getByLabel('Telefone', { exact: true }).pressSequentially('11987654321');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('CEP', { exact: true }).pressSequentially('01310100');
    await expect
      .poll(() => page.getByLabel('Endereço', { exact: true }).inputValue())
      .toBe('Avenida Paulista');
    await expect(page.getByLabel('Cidade', { exact: true }).inputValue()).resolves.toBe('São Paulo');
    await expect(page.getByLabel('UF', { exact: true }).inputValue()).resolves.toBe('SP');
    await page.getByLabel('Número', { exact: true }).fill('1500');
    await page.getByLabel('Senha', { exact: true }).fill('Segura123');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('Segura123');
    await page.getByRole('button', { name: 'Criar conta' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.getByText('Cadastro realizado com sucesso!').waitFor();

    // The login comes with the new account's e-mail: only the password is asked.
    await expect.poll(() => page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(email);
    await page.getByLabel('Senha', { exact: true }).fill('Segura123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cliente/home');
    await page.getByRole('heading', { name: /Olá, Beatriz/ }).waitFor();

    await page.getByRole('button', { name: /menu da conta/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/escolha-login');

    await page.goto('/cliente/home');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  });

  it('cliente erra o cadastro e o foco vai ao primeiro campo inválido, sem perder o que digitou', async () => {
    const { page } = browser;
    const focusedLabel = () =>
      page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '',
      );
    await page.goto('/cadastro-cliente');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Nome obrigatório', { exact: true }).waitFor();
    await page.getByText('CPF obrigatório', { exact: true }).waitFor();
    // The first invalid field in reading order, at the top — not 'Senha' at the bottom.
    await expect.poll(focusedLabel).toBe('Nome completo');

    await page.getByLabel('Senha', { exact: true }).fill('Segura123');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('Outra1234');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('As senhas não coincidem').waitFor();

    // Another account already has this CPF: the server's message is shown as it comes. (An e-mail that
    // has an account gets the same answer as a new one, so the form cannot tell who has an account.)
    const takenCpf = freshCpf();
    await createClientAccount(`cpf-tomado-${Date.now()}@exemplo.com`, 'Segura123', 'Dona do CPF', takenCpf);
    await page.getByLabel('Nome completo', { exact: true }).fill('Outra Pessoa');
    await page.getByLabel('CPF', { exact: true }).pressSequentially(takenCpf);
    await page.getByLabel('Data de nascimento', { exact: true }).pressSequentially('01012000');
    await page.getByLabel('Telefone', { exact: true }).pressSequentially('11912345678');
    await page.getByLabel('E-mail', { exact: true }).fill(`nova-${Date.now()}@exemplo.com`);
    await page.getByLabel('CEP', { exact: true }).pressSequentially('20040002');
    await expect.poll(() => page.getByLabel('Cidade', { exact: true }).inputValue()).toBe('Rio de Janeiro');
    await page.getByLabel('Número', { exact: true }).fill('10');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('Segura123');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('CPF já cadastrado').first().waitFor();
    await expect.poll(focusedLabel).toBe('CPF');
    await expect(page.getByLabel('Nome completo', { exact: true }).inputValue()).resolves.toBe(
      'Outra Pessoa',
    );
  });

  it('CEP inexistente diz que o endereço pode ser digitado, e o aviso some quando ele é', async () => {
    const { page } = browser;
    await page.goto('/cadastro-cliente');
    await page.getByLabel('CEP', { exact: true }).pressSequentially('12345678');
    const notFound = page.getByText('CEP não encontrado. Preencha o endereço.');
    await notFound.waitFor();
    await page.getByLabel('Endereço', { exact: true }).fill('Rua das Flores');
    await expect.poll(() => notFound.count()).toBe(0);
    expect(await page.getByLabel('CEP', { exact: true }).getAttribute('aria-invalid')).toBeNull();
  });
});
