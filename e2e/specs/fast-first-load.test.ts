import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, shortTag, useBrowser } from '../support/browser';
import {
  joinQueue,
  logInAsClient,
  logInAsEstablishment,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';

/** Scripts the page fetched, with the bytes that crossed the wire (compressed when the server did). */
function watchScripts(page: Page) {
  const scripts: { url: string; bytes: number; encoding: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    // A response still arriving when the test has ended and closed the page is no longer this test's.
    const sizes = await response
      .request()
      .sizes()
      .catch(() => null);
    if (!sizes) return;
    scripts.push({
      url: new URL(response.url()).pathname,
      bytes: sizes.responseBodySize,
      encoding: response.headers()['content-encoding'] ?? 'identity',
    });
  });
  return scripts;
}

/** React reports a page it could not take over as it was (a "hydration" mismatch) on the console. */
function watchConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe('primeira visita rápida à página inicial (celular)', () => {
  const browser = useBrowser(PHONE);

  it('visitante lê a página inicial inteira com menos de 60 KB de JavaScript, comprimido, e sem service worker', async () => {
    const { page } = browser;
    const scripts = watchScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('#plano').getByRole('article', { name: 'Profissional' }).waitFor();
    await page.locator('#contato').getByRole('button', { name: 'Enviar mensagem' }).waitFor();

    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    expect(total, JSON.stringify(scripts)).toBeLessThan(60 * 1024);
    const hashed = scripts.filter((script) => script.url.startsWith('/assets/'));
    expect(hashed.length).toBeGreaterThan(0);
    for (const script of hashed.filter((s) => s.bytes > 512)) expect(script.encoding).toBe('br');
    // Reading is free: the app (and its offline copy) starts when the visitor does something.
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(false);
  });

  it('o primeiro toque no tema escuro vale, mesmo antes de o app assumir a página', async () => {
    const { page } = browser;
    const errors = watchConsoleErrors(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'Tema escuro' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    // The app took the prerendered HTML over: one contact form, no mismatch reported.
    expect(await page.locator('#contato form').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('visitante envia uma mensagem de contato sem que o navegador recarregue a página', async () => {
    const { page } = browser;
    await page.goto('/', { waitUntil: 'networkidle' });
    const contact = page.locator('#contato');
    // Sent before the app has started: held, then sent by the app with its own checks.
    await contact.getByRole('button', { name: 'Enviar mensagem' }).click();
    await contact.getByText('Nome obrigatório').waitFor();
    expect(new URL(page.url()).search).toBe('');

    await contact.getByLabel('Nome').fill('Maria Visitante');
    await contact.getByLabel('E-mail', { exact: true }).fill('maria.visitante@example.com');
    await contact.getByLabel('Mensagem').fill('Quero saber como cadastrar minha barbearia.');
    await contact.getByRole('button', { name: 'Enviar mensagem' }).click();
    await contact.getByText('Mensagem enviada! Responderemos em breve no seu e-mail.').waitFor();
    expect(page.url()).toMatch(/\/$/);
  });

  it('quem já entrou volta à página inicial e vê a própria conta no topo, e o app instalável já ativo', async () => {
    const { page } = browser;
    const client = await newClient('Rita Retorno');
    await logInAsClient(page, client);
    await page.goto('/');
    // On a phone the menu shows the initial; the name is for screen readers.
    await page.getByRole('button', { name: /menu da conta/ }).click();
    await page.getByText('Rita Retorno').waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).count()).toBe(0);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  });

  it('cliente abre uma fila direto pelo link: a página já pede o código da tela junto com o app', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Clínica Link Direto ${shortTag()}`);
    const queueId = await newQueue(owner, { nome: 'Consulta Rápida', tempo_estimado: 10 });
    await logInAsClient(page, await newClient('Diego Direto'));
    const scripts = watchScripts(page);

    const response = await page.goto(`/cliente/filas/${queueId}`);
    await page.getByRole('heading', { level: 1, name: 'Consulta Rápida' }).waitFor();
    // The page as the server sent it, before any script ran, already names the screen's code.
    const html = (await response?.text()) ?? '';
    const screenCode = scripts.find((script) => /\/assets\/QueuePage-[\w-]+\.js$/.test(script.url));
    expect(screenCode, scripts.map((s) => s.url).join(', ')).toBeDefined();
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${screenCode?.url}">`);
    // And the route boot's own imports, found only once the boot has arrived otherwise: a round trip
    // more before the queue's first read can go out.
    const bootImport = scripts.find((script) => /\/assets\/route-reads-[\w-]+\.js$/.test(script.url));
    expect(bootImport, scripts.map((s) => s.url).join(', ')).toBeDefined();
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${bootImport?.url}">`);
  });

  it('cliente abre uma fila direto pelo link: a fila já é pedida enquanto o código do app ainda chega, uma vez só', async () => {
    const { page } = browser;
    const owner = await newEstablishment(`Clínica Leitura Cedo ${shortTag()}`);
    const queueId = await newQueue(owner, { nome: 'Exame Cedo', tempo_estimado: 10 });
    await logInAsClient(page, await newClient('Lia Cedo'));
    // A request the service worker answers never reaches the route below: the page goes to the server.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
    });
    // The app's code is held back, as on a slow connection.
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === `/api/queues/${queueId}` || pathname === `/api/queues/${queueId}/grouped`)
        reads.push(pathname);
    });

    const opened = page.goto(`/cliente/filas/${queueId}`);
    await expect
      .poll(() => [...reads].sort())
      .toEqual([`/api/queues/${queueId}`, `/api/queues/${queueId}/grouped`]);
    releaseApp();
    await opened;
    await page.getByRole('heading', { level: 1, name: 'Exame Cedo' }).waitFor();
    await page.getByText('Ao vivo', { exact: true }).waitFor();
    // The app took the reads already made instead of asking again.
    expect([...reads].sort()).toEqual([`/api/queues/${queueId}`, `/api/queues/${queueId}/grouped`]);
  });

  it('a fila e o dashboard abertos direto desenham sem pôr o navegador a carregar dados de idioma (Intl)', async () => {
    const { page } = browser;
    // The first Intl object a page builds costs it the browser's locale data, a long task on a phone
    // (decision 034): the screens people open directly write their numbers and dates without it.
    await page.addInitScript(() => {
      const uses: string[] = [];
      Object.assign(window, { intlUses: uses });
      const note = (name: string) => uses.push(`${name}: ${new Error().stack ?? ''}`);
      for (const name of [
        'NumberFormat',
        'DateTimeFormat',
        'PluralRules',
        'Collator',
        'RelativeTimeFormat',
      ] as const) {
        const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
        const Counted = function (this: unknown, ...args: unknown[]) {
          note(`Intl.${name}`);
          return new Original(...args);
        };
        Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
      }
      for (const [owner, method] of [
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
        [String.prototype, 'localeCompare'],
      ] as const) {
        const original = owner[method as keyof typeof owner] as (...args: unknown[]) => unknown;
        Object.defineProperty(owner, method, {
          value: function (this: unknown, ...args: unknown[]) {
            note(method);
            return original.apply(this, args);
          },
          configurable: true,
          writable: true,
        });
      }
    });
    const intlUses = () => page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses);

    const owner = await newEstablishment(`Barbearia Sem Intl ${shortTag()}`);
    const queueId = await newQueue(owner, { nome: 'Corte Expresso', tempo_estimado: 10 });
    await joinQueue(await newClient('Paula Primeira'), queueId);
    const client = await newClient('Otávio Olhando');
    await joinQueue(client, queueId);
    await logInAsClient(page, client);
    await page.goto(`/cliente/filas/${queueId}`);
    await page.getByRole('heading', { level: 1, name: 'Corte Expresso' }).waitFor();
    expect(await page.getByTestId('minha-posicao').textContent()).toBe('2º');
    // What is below the fold comes a task later (decision 035): the notices and the line too.
    await page.getByRole('heading', { level: 2, name: 'Avisos' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Fila Bidimensional' }).waitFor();
    await page.getByRole('listitem', { name: 'Posição 2' }).waitFor();
    expect(await intlUses()).toEqual([]);

    await logInAsEstablishment(page, owner);
    await page.goto('/estabelecimento/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard de Gerenciamento' }).waitFor();
    await page.getByText('2 pessoas na fila').waitFor();
    expect(await intlUses()).toEqual([]);
  });

  it('cliente abre o login pré-renderizado, digita e entra antes mesmo de o app terminar de carregar', async () => {
    const { page } = browser;
    const client = await newClient('Lia Rápida');
    const scripts = watchScripts(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    expect(await page.title()).toBe('Entrar como cliente — Vez');
    expect(scripts.reduce((sum, script) => sum + script.bytes, 0)).toBeLessThan(60 * 1024);
    await page.getByLabel('E-mail', { exact: true }).fill(client.email);
    await page.getByLabel('Senha', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/cliente/home');
  });

  it('a busca do FAQ digitada antes de o app assumir a página já filtra as perguntas', async () => {
    const { page } = browser;
    const errors = watchConsoleErrors(page);
    await page.goto('/faq', { waitUntil: 'networkidle' });
    const questions = page.getByRole('main').getByRole('button', { expanded: false });
    const all = await questions.count();
    await page
      .getByRole('main')
      .getByRole('textbox')
      .or(page.getByRole('searchbox'))
      .first()
      .fill('pagamento');
    await expect.poll(() => questions.count()).toBeLessThan(all);
    expect(await questions.count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('Perguntas frequentes — Vez');
    expect(errors).toEqual([]);
  });

  it('o app assume cada página pré-renderizada sem redesenhá-la (nenhum erro de hidratação)', async () => {
    const { page } = browser;
    const errors = watchConsoleErrors(page);
    // Set before any script of the page: tells when the app says the page is live.
    await page.addInitScript(() => {
      document.addEventListener('vez:page-ready', () => {
        (window as unknown as { vezLive: boolean }).vezLive = true;
      });
    });
    for (const path of PRERENDERED) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Marks the prerendered heading's node; a page drawn again would have a new one, unmarked.
      await page.evaluate(() => {
        (document.querySelector('h1') as HTMLElement & { vezMark?: boolean }).vezMark = true;
      });
      await page.keyboard.press('Tab');
      await page.waitForFunction(() => (window as unknown as { vezLive?: boolean }).vezLive === true);
      const sameNode = await page.evaluate(
        () => (document.querySelector('h1') as HTMLElement & { vezMark?: boolean }).vezMark === true,
      );
      expect(sameNode, `${path}: o app redesenhou a página`).toBe(true);
      expect(errors, path).toEqual([]);
    }
  });
});

const PRERENDERED = [
  '/',
  '/faq',
  '/escolha-login',
  '/login',
  '/login-estab',
  '/cadastro-cliente',
  '/cadastro-estabelecimento',
  '/forgot-password',
  '/termos',
  '/privacidade',
];
