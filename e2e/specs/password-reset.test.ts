import { describe, expect, it } from 'vitest';
import { createClientAccount, PHONE, uniqueEmail, useBrowser, waitForMail } from '../support/browser';

describe('recuperação de senha', () => {
  const browser = useBrowser(PHONE);

  it('cliente esquece a senha, segue o link do e-mail, define outra e entra com ela', async () => {
    const { page } = browser;
    const email = uniqueEmail('esquecido');
    await createClientAccount(email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await page.getByText(/Se o e-mail estiver cadastrado/).waitFor();

    const mail = await waitForMail(email);
    const link = mail.links.find((l) => l.includes('/reset-password?token='));
    expect(link).toBeDefined();
    await page.goto(link as string);

    await page.getByLabel('Nova senha', { exact: true }).fill('NovaSenha9');
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill('NovaSenha8');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('As senhas não coincidem').waitFor();
    await page.getByLabel('Confirmar nova senha', { exact: true }).fill('NovaSenha9');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByRole('heading', { name: 'Senha redefinida!' }).waitFor();

    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('NovaSenha9');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cliente/home');

    // The link was single-use.
    await page.goto(link as string);
    await page.getByRole('heading', { name: 'Token inválido' }).waitFor();
  });

  it('um link adulterado é recusado', async () => {
    const { page } = browser;
    await page.goto('/reset-password?token=nao-e-um-token');
    await page.getByRole('heading', { name: 'Token inválido' }).waitFor();
  });
});
