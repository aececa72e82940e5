import {
  DELETE_ACCOUNT_CONFIRMATION,
  IMAGE_TYPE_MESSAGE,
  PASSWORD_EMAIL_SENT_MESSAGE,
  PROFILE_SAVED_MESSAGE,
} from '@vez/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshCnpj } from '../../apps/server/src/test-support/documents';
import { accessibilityViolations } from '../support/accessibility';
import {
  baseUrl,
  createClientAccount,
  DESKTOP,
  PHONE,
  pathOf,
  shortTag,
  uniqueEmail,
  useBrowser,
} from '../support/browser';
import {
  type Account,
  joinQueue,
  logInAsClient,
  logInAsEstablishment,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';

/** The smallest PNG there is (1×1 pixel), so the story needs no file on disk. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const here = (page: Page) => pathOf(page.url());

/** Where a client stands in each queue, as the API tells them. */
async function positionsOf(client: Account): Promise<Map<number, number>> {
  const response = await fetch(`${baseUrl()}/api/users/active-queues`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  const body = (await response.json()) as { data: { id: number; posicao_atual: number }[] };
  return new Map(body.data.map((item) => [item.id, item.posicao_atual]));
}

/** Whether a picture really loaded (not a broken image). */
async function loadedWidth(page: Page, name: string) {
  return page
    .getByRole('img', { name, exact: true })
    .evaluate((img) => (img as HTMLImageElement).naturalWidth);
}

async function logInDemo(page: Page, role: 'cliente' | 'estabelecimento') {
  const client = role === 'cliente';
  await page.goto(client ? '/login' : '/login-estab');
  await field(page, 'E-mail').fill(client ? 'cliente@vez.demo' : 'estabelecimento@vez.demo');
  await field(page, 'Senha').fill('Demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect.poll(() => here(page)).toBe(client ? '/cliente/home' : '/estabelecimento/home');
}

describe('contas: perfil, imagem e exclusão', () => {
  const browser = useBrowser(DESKTOP);

  it('cliente atualiza o endereço pelo CEP', async () => {
    const { page } = browser;
    const client = await newClient(`Cliente CEP ${shortTag()}`);
    await logInAsClient(page, client);

    // Through the user menu, as a person would.
    await page.getByRole('button', { name: /menu da conta/ }).click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await expect.poll(() => here(page)).toBe('/cliente/perfil');
    await page.getByRole('heading', { level: 1, name: 'Dados Pessoais' }).waitFor();
    await expect.poll(() => field(page, 'Endereço').inputValue()).toBe('Avenida Paulista');
    expect(await field(page, 'E-mail').inputValue()).toBe(client.email);
    expect(await field(page, 'E-mail').getAttribute('readonly')).not.toBeNull();

    // A CEP the postal service does not know: said on the field, and the address stays editable.
    await field(page, 'CEP').fill('');
    await field(page, 'CEP').pressSequentially('69900000');
    await page.getByText('CEP não encontrado').waitFor();
    expect(await field(page, 'Endereço').isEditable()).toBe(true);

    // One it knows fills the address.
    await field(page, 'CEP').fill('');
    await field(page, 'CEP').pressSequentially('20040002');
    await expect.poll(() => field(page, 'Endereço').inputValue()).toBe('Rua da Assembleia');
    expect(await field(page, 'Bairro').inputValue()).toBe('Centro');
    expect(await field(page, 'Cidade').inputValue()).toBe('Rio de Janeiro');
    expect(await field(page, 'UF').inputValue()).toBe('RJ');
    await field(page, 'Número').fill('10');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText(PROFILE_SAVED_MESSAGE).waitFor();

    // It was stored: a fresh visit shows it.
    await page.reload();
    await expect.poll(() => field(page, 'Endereço').inputValue()).toBe('Rua da Assembleia');
    expect(await field(page, 'CEP').inputValue()).toBe('20040-002');
    expect(await field(page, 'Número').inputValue()).toBe('10');
    expect(await field(page, 'Cidade').inputValue()).toBe('Rio de Janeiro');

    // 'Alterar' e-mails the link to change the password.
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText(PASSWORD_EMAIL_SENT_MESSAGE).waitFor();
  });

  it('estabelecimento troca a imagem e a vê no card', async () => {
    const { page } = browser;
    const name = `Barbearia Imagem ${shortTag()}`;
    const owner = await newEstablishment(name);
    await newQueue(owner, { nome: 'Corte' });
    await logInAsEstablishment(page, owner);
    await page.goto('/estabelecimento/perfil');
    await page.getByRole('heading', { level: 1, name: 'Dados da Empresa' }).waitFor();
    await expect.poll(() => field(page, 'Razão Social').inputValue()).toBe(name);
    await page.getByText('Nenhuma imagem').waitFor();

    // A file that is not a picture is refused before anything is sent.
    const picker = page.getByLabel('Arquivo da imagem da empresa');
    await picker.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') });
    await page.getByText(IMAGE_TYPE_MESSAGE).waitFor();

    await picker.setInputFiles({ name: 'fachada.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect.poll(() => loadedWidth(page, `Nova imagem de ${name} (ainda não salva)`)).toBeGreaterThan(0);
    // The registration had no phone: the profile asks for it; the CEP quietly filled the city.
    await expect.poll(() => field(page, 'Cidade').inputValue()).toBe('São Paulo');
    await field(page, 'Telefone').pressSequentially('1133334444');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText(PROFILE_SAVED_MESSAGE).waitFor();
    const stored = page.getByRole('img', { name: `Imagem de ${name}`, exact: true });
    await expect.poll(async () => (await stored.getAttribute('src')) ?? '').toMatch(/\/image\?v=/);
    await expect.poll(() => loadedWidth(page, `Imagem de ${name}`)).toBeGreaterThan(0);

    // A client finds it on the establishment's card and on its page.
    const client = await newClient(`Cliente Card ${shortTag()}`);
    await logInAsClient(page, client);
    await page.goto(`/cliente/estabelecimentos?busca=${encodeURIComponent(name)}`);
    await page.getByRole('heading', { name }).waitFor();
    await expect.poll(() => loadedWidth(page, name)).toBeGreaterThan(0);
    await page.getByRole('link', { name: new RegExp(name) }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await expect.poll(() => loadedWidth(page, name)).toBeGreaterThan(0);

    // Removed, the card shows the placeholder again (both sessions live side by side in the browser).
    await page.goto('/estabelecimento/perfil');
    await page.getByRole('button', { name: 'Remover imagem' }).click();
    await page.getByText('Nenhuma imagem').waitFor();
    await page.goto(`/cliente/estabelecimentos?busca=${encodeURIComponent(name)}`);
    await page.getByRole('heading', { name }).waitFor();
    expect(await page.getByRole('img', { name, exact: true }).count()).toBe(0);
  });

  it('cliente exclui a conta e sai das filas', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Clínica Exclusão ${shortTag()}`, 'Saúde');
    const queueId = await newQueue(owner, { nome: 'Consulta' });
    const leaving = await newClient(`Cliente Sai ${shortTag()}`);
    const behind = await newClient(`Cliente Fica ${shortTag()}`);
    await joinQueue(leaving, queueId);
    await joinQueue(behind, queueId);
    expect((await positionsOf(behind)).get(queueId)).toBe(2);

    await logInAsClient(page, leaving);
    await page.goto('/cliente/perfil');
    await page.getByRole('heading', { level: 1, name: 'Dados Pessoais' }).waitFor();

    // Saying no to the question keeps everything.
    await page.getByRole('button', { name: 'Excluir conta' }).click();
    const question = page.getByRole('dialog', { name: 'Excluir conta?' });
    await question.getByText(DELETE_ACCOUNT_CONFIRMATION).waitFor();
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => question.isVisible()).toBe(false);
    expect(here(page)).toBe('/cliente/perfil');
    expect((await positionsOf(behind)).get(queueId)).toBe(2);

    await page.getByRole('button', { name: 'Excluir conta' }).click();
    await question.getByRole('button', { name: 'Excluir conta' }).click();
    await expect.poll(() => here(page)).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('vez.session.cliente'))).toBeNull();

    // The one behind moved up at once; the deleted session is dead; the e-mail can register again.
    await expect.poll(async () => (await positionsOf(behind)).get(queueId)).toBe(1);
    const dead = await fetch(`${baseUrl()}/api/users/active-queues`, {
      headers: { authorization: `Bearer ${leaving.token}` },
    });
    expect(dead.status).toBe(401);
    await createClientAccount(leaving.email);

    // The client behind sees it in Minhas Filas.
    await logInAsClient(page, behind);
    await page.goto('/cliente/minhas-filas');
    await page.getByText('Primeira posição', { exact: true }).waitFor();
  });

  it('Encerrar sessões desconecta todos os aparelhos e volta ao início', async () => {
    const { page } = browser;
    const client = await newClient(`Cliente Sessões ${shortTag()}`);
    await logInAsClient(page, client);
    await page.goto('/cliente/perfil');
    await page.getByRole('button', { name: 'Encerrar sessões' }).click();
    await expect.poll(() => here(page)).toBe('/');
    // The session made through the API (another "device") is gone too.
    const other = await fetch(`${baseUrl()}/api/users/active-queues`, {
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(other.status).toBe(401);
  });

  it('cadastro de estabelecimento pede a razão social quando a busca não a encontra', async () => {
    const { page } = browser;
    await page.goto('/cadastro-estabelecimento');
    // A valid CNPJ the lookup service does not know.
    await field(page, 'CNPJ').pressSequentially(freshCnpj());
    await page.getByText('Não foi possível buscar a razão social. Digite-a.').waitFor();
    await field(page, 'Razão Social').fill('Academia Movimento LTDA');
    expect(await page.getByText('Não foi possível buscar a razão social. Digite-a.').count()).toBe(0);
  });

  it('configurações: notificações guardadas na conta, tema claro/escuro e a versão', async () => {
    const { page } = browser;
    const client = await newClient(`Cliente Config ${shortTag()}`);
    await logInAsClient(page, client);
    await page.goto('/cliente/configuracoes');
    const email = page.getByRole('switch', { name: 'Receber notificações por e-mail' });
    await expect.poll(() => email.isChecked()).toBe(true);
    await email.click();
    await expect.poll(() => email.isChecked()).toBe(false);
    await page.getByText('Versão V1.0').waitFor();

    await page.getByRole('radio', { name: 'Escuro' }).check();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    // Both choices outlive a reload: the switch from the server, the theme from the browser.
    await page.reload();
    await expect.poll(() => email.isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Escuro' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const stored = await fetch(`${baseUrl()}/api/users/${client.id}/settings`, {
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(((await stored.json()) as { data: unknown }).data).toMatchObject({
      notificacoes: true,
      notificacoesEmail: false,
    });
  });
});

/** What Tab reaches from the top of the page, by accessible name, in order. */
async function tabStops(page: Page, count: number): Promise<string[]> {
  // Start where a reader starts after the header: the page's title (focusable as the app makes it).
  await page.getByRole('heading', { level: 1 }).evaluate((h1) => {
    if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
    (h1 as HTMLElement).focus();
  });
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    names.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        const input = el as HTMLInputElement;
        const label = input.labels?.[0]?.textContent ?? '';
        return (label || el.getAttribute('aria-label') || el.textContent || '').trim();
      }),
    );
  }
  return names;
}

describe('contas pelo teclado', () => {
  const browser = useBrowser(DESKTOP);

  it('os formulários do perfil e das configurações se alcançam e se usam só com o teclado', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Academia Teclado ${shortTag()}`, 'Academia');
    await logInAsEstablishment(page, owner);

    await page.goto('/estabelecimento/perfil');
    await page.getByRole('heading', { level: 1, name: 'Dados da Empresa' }).waitFor();
    await expect.poll(() => field(page, 'Razão Social').inputValue()).not.toBe('');
    const profileStops = await tabStops(page, 30);
    for (const name of [
      'CNPJ',
      'Razão Social',
      'Categoria',
      'Telefone',
      'Descrição (opcional)',
      'CEP',
      'Endereço',
      'Número',
      'Bairro',
      'Cidade',
      'UF',
      'Salvar alterações',
      'Escolher imagem',
      'Alterar senha',
    ]) {
      expect(profileStops, `Tab chega a "${name}"`).toContain(name);
    }

    // Telefone and Salvar with the keyboard alone (the CEP quietly filled the city meanwhile).
    await expect.poll(() => field(page, 'Cidade').inputValue()).toBe('São Paulo');
    await field(page, 'Telefone').focus();
    await page.keyboard.type('1133334444');
    await page.getByRole('button', { name: 'Salvar alterações' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(PROFILE_SAVED_MESSAGE).waitFor();

    await page.goto('/estabelecimento/configuracoes');
    const backup = page.getByRole('switch', { name: 'Backup automático' });
    await expect.poll(() => backup.isChecked()).toBe(false);
    const settingsStops = await tabStops(page, 12);
    for (const name of ['Claro', 'Receber notificações', 'Backup automático', 'Exportar relatório']) {
      expect(settingsStops, `Tab chega a "${name}"`).toContain(name);
    }
    await backup.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => backup.isChecked()).toBe(true);
    const stored = await fetch(`${baseUrl()}/api/establishments/${owner.id}/settings`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(((await stored.json()) as { data: { backupAutomatico: boolean } }).data.backupAutomatico).toBe(
      true,
    );

    await page.goto('/estabelecimento/perfil');
    await page.getByRole('heading', { level: 1, name: 'Dados da Empresa' }).waitFor();
    const actionStops = await tabStops(page, 40);
    for (const name of ['Baixar meus dados', 'Encerrar sessões', 'Excluir conta']) {
      expect(actionStops, `Tab chega a "${name}"`).toContain(name);
    }
  });
});

const PUBLIC_PAGES = ['/termos', '/privacidade', '/teste'];
const CLIENT_PAGES = ['/cliente/perfil', '/cliente/configuracoes'];
const ESTABLISHMENT_PAGES = ['/estabelecimento/perfil', '/estabelecimento/configuracoes'];

async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // No page is judged half-loaded.
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /Carregando/ })
        .count(),
    )
    .toBe(0);
}

for (const [label, viewport] of [
  ['computador', DESKTOP],
  ['celular', PHONE],
] as const) {
  describe(`acessibilidade das páginas de conta (${label})`, () => {
    const browser = useBrowser(viewport);

    for (const theme of ['light', 'dark'] as const) {
      it(`termos, privacidade, teste, perfis e configurações sem violações no tema ${theme === 'light' ? 'claro' : 'escuro'}`, async () => {
        const { page } = browser;
        await page.addInitScript((value) => localStorage.setItem('vez.theme', value), theme);
        const problems: string[] = [];
        const check = async (path: string) => {
          for (const v of await accessibilityViolations(page)) problems.push(`${path}: ${v}`);
        };
        for (const path of PUBLIC_PAGES) {
          await page.goto(path);
          await settle(page);
          await check(path);
        }
        await logInDemo(page, 'cliente');
        for (const path of CLIENT_PAGES) {
          await page.goto(path);
          await settle(page);
          await check(path);
        }
        // The profile with its messages showing.
        await page.goto('/cliente/perfil');
        await settle(page);
        await field(page, 'Nome completo').fill('');
        await field(page, 'CEP').fill('');
        await page.getByRole('button', { name: 'Salvar alterações' }).click();
        await page.getByText('Nome obrigatório').waitFor();
        await check('/cliente/perfil com erros');

        await logInDemo(page, 'estabelecimento');
        for (const path of ESTABLISHMENT_PAGES) {
          await page.goto(path);
          await settle(page);
          await check(path);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}

describe('conta excluída', () => {
  const browser = useBrowser(DESKTOP);

  it('não entra mais com a senha antiga', async () => {
    const { page } = browser;
    const email = uniqueEmail('volta');
    await createClientAccount(email);
    const login = await fetch(`${baseUrl()}/api/auth/login/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_usuario: email, senha_usuario: 'Segura123' }),
    });
    const { data } = (await login.json()) as { data: { token: string; user: { id: number } } };
    const removed = await fetch(`${baseUrl()}/api/users/${data.user.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(removed.status).toBe(200);
    await page.goto('/login');
    await field(page, 'E-mail').fill(email);
    await field(page, 'Senha').fill('Segura123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('E-mail ou senha incorretos').waitFor();
  });
});
