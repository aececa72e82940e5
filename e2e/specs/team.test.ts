import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { PHONE, shortTag, uniqueEmail, useBrowser, waitForMail } from '../support/browser';
import { subscribeThroughApi } from '../support/plan-api';
import { joinQueue, logInAsEstablishment, newClient, newEstablishment, newQueue } from '../support/queue-api';
import { invitationPathFor } from '../support/team-api';

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notificações' }).getByText(text);
const menu = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

/** On a phone the sidebar is a drawer: opens it, reads its links, closes it. */
async function menuLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /menu de navegação|Abrir menu/i }).click();
  const links = await menu(page).getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  return links;
}

describe('equipe no balcão (issue 37, decisão 070)', () => {
  const browser = useBrowser(PHONE);

  it('o dono convida uma atendente; ela cria a senha pelo link do e-mail, entra em /login-estab, vê Gerenciar Filas e não Planos, e chama o próximo', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Barbearia Equipe ${shortTag()}`);
    await subscribeThroughApi(owner, 'essencial');
    const queueId = await newQueue(owner, { nome: 'Corte' });
    await joinQueue(await newClient('Ana Souza'), queueId);
    const attendant = uniqueEmail('atendente');

    // The owner invites her from the new Equipe page.
    await logInAsEstablishment(page, owner);
    expect(await menuLinks(page)).toEqual(['Home', 'Dashboard', 'Gerenciar Filas', 'Planos', 'Equipe']);
    await page.goto('/estabelecimento/equipe');
    await page.getByRole('heading', { level: 1, name: 'Equipe' }).waitFor();
    await page.getByText('O plano Essencial permite até 2 pessoas na equipe além do dono.').waitFor();
    const form = page.getByRole('region', { name: 'Convidar pessoa' });
    await form.getByLabel('Nome', { exact: true }).fill('Joana Lima');
    await form.getByLabel('E-mail', { exact: true }).fill(attendant);
    await form.getByRole('button', { name: 'Enviar convite' }).click();
    await page.getByText(`Convite enviado para ${attendant}.`).waitFor();
    await page.getByRole('region', { name: 'Convites pendentes' }).getByText('Joana Lima').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The owner leaves; the attendant opens the link of her e-mail on this phone.
    await page.getByRole('button', { name: /menu da conta/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/escolha-login');
    const mail = await waitForMail(attendant);
    expect(mail.subject).toBe(`Convite para a equipe de ${owner.name} no Vez`);
    const link = await invitationPathFor(attendant);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Entrar para a equipe' }).waitFor();
    await page.getByText(attendant).waitFor();
    await page.getByLabel('Senha', { exact: true }).fill('Balcao2026');
    await page.getByLabel('Confirmar senha', { exact: true }).fill('Balcao2026');
    await page.getByRole('button', { name: 'Criar senha e aceitar' }).click();

    // At /login-estab with her e-mail filled in: only the password is asked.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login-estab');
    await page.getByText('Senha criada! Entre com o seu e-mail e a nova senha.').waitFor();
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe(attendant);
    await page.getByLabel('Senha', { exact: true }).fill('Balcao2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/estabelecimento/home');

    // Gerenciar Filas, not Planos.
    expect(await menuLinks(page)).toEqual(['Home', 'Gerenciar Filas']);
    await page.goto('/estabelecimento/planos');
    await page.getByRole('heading', { level: 1, name: 'Página do dono do estabelecimento' }).waitFor();
    await page.getByRole('link', { name: 'Ir para Gerenciar Filas' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Corte' });
    await row.getByText('1 usuário', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Encerrar' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Chamada' }).click();
    await toast(page, 'Cliente Ana Souza foi chamado!').waitFor();
    await row.getByText('0 usuários').waitFor();

    // The link was single-use (the dev outbox forgets a used one: this is the link as it was mailed).
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Convite já usado' }).waitFor();
  });
});
