import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLookups, startFakeLookups } from '../../apps/server/src/test-support/fake-lookups-server';
import {
  type FakePushService,
  startFakePushService,
  type TestSubscription,
} from '../../apps/server/src/test-support/fake-push-service';
import { useSmtpCatcher } from '../../apps/server/src/test-support/smtp-catcher';
import { PHONE } from '../support/browser';
import { readMail } from '../support/mail-reader';
import { usePushStandIn, useServiceWorkerPush } from '../support/push-browser';
import { apiOf } from '../support/queue-api';
import { type BuiltServer, startBuiltServer } from '../support/server-process';

/**
 * Issue 16's story with every channel real: its own server (e-mail through a real SMTP server started
 * here, pushes allowed to a loopback stand-in of a push service, the scheduler every 200 ms), the
 * stand-in checking VAPID and decrypting aes128gcm as a push service and a browser do, and Chromium's
 * real service worker showing what arrives. Only PushManager.subscribe is a hook (support/push-browser).
 */
const smtp = useSmtpCatcher();
let push: FakePushService;
let lookups: FakeLookups;
let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  push = await startFakePushService();
  lookups = await startFakeLookups();
  server = await startBuiltServer({
    SMTP_URL: smtp.url(),
    PUSH_SERVICE_HOSTS: '127.0.0.1',
    DEMO_MODE: 'false',
    SCHEDULER_INTERVAL_MS: '200',
    CEP_LOOKUP_URL: lookups.cepBaseUrl,
    CNPJ_LOOKUP_URL: lookups.cnpjBaseUrl,
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await push?.close();
  await lookups?.close();
});

/** Scene-setting calls against this story's own server. */
const api = apiOf(() => server.baseUrl);

/** A few scheduler rounds: anything the outbox would still send has been sent by then. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

async function until<T>(what: string, find: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`não chegou: ${what}`);
}

describe('avisos da fila (issue 16)', () => {
  let context: BrowserContext;
  let page: Page;
  let subscription: TestSubscription;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE, locale: 'pt-BR' });
    await context.grantPermissions(['notifications'], { origin: server.baseUrl });
    subscription = push.subscribe('ana');
    await usePushStandIn(context, { endpoint: subscription.endpoint, keys: subscription.keys });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('cliente pede aviso a 2 pessoas, o estabelecimento chama e o cliente recebe o aviso e depois a sua vez', async () => {
    const owner = await api.newEstablishment('Barbearia Navalha');
    const queueId = await api.newQueue(owner, { nome: 'Corte de cabelo' });
    for (const name of ['Bruno Lima', 'Carla Dias', 'Davi Rocha', 'Elisa Prado']) {
      await api.joinQueue(await api.newClient(name), queueId);
    }
    const ana = await api.newClient('Ana Souza');
    await api.joinQueue(ana, queueId); // 5th: four ahead, and a new ticket starts with the account's 3
    const mailsToAna = () =>
      smtp.received.filter((m) => m.to.includes(ana.email)).map((m) => readMail(m.raw));
    const near = () => mailsToAna().filter((m) => /^Faltam 2 pessoas/.test(m.subject));
    const called = () => mailsToAna().filter((m) => /^É a sua vez/.test(m.subject));
    const pushesToAna = () => push.received.filter((p) => p.path === new URL(subscription.endpoint).pathname);

    // Ana, on her phone, asks to be told at 2 people and turns notifications on for it.
    const sw = await useServiceWorkerPush(page, server.baseUrl);
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(ana.email);
    await page.getByLabel('Senha', { exact: true }).fill(ana.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/cliente/home');
    await page.goto(`/cliente/filas/${queueId}`);
    const picker = page.getByLabel('Avise-me quando faltarem');
    await expect.poll(() => picker.inputValue()).toBe('3');
    await picker.selectOption('2');
    await page.getByText('Você será avisado quando faltarem 2 pessoas.').waitFor();
    await page.getByRole('button', { name: 'Ativar notificações neste aparelho' }).click();
    await page.getByText('Notificações ativadas neste aparelho.').waitFor();
    await expect.poll(() => sw.registrationId()).not.toBeNull();
    const { data: key } = await api.call<{ data: { publicKey: string } }>('/api/notifications/push-key');
    expect(await page.evaluate(() => localStorage.getItem('vez.e2e.push-key'))).toBe(key.publicKey);

    // One call: three ahead. Her account's 3 would have told her now; her ticket's 2 does not.
    await api.callNext(owner, queueId);
    await settle();
    expect(near()).toHaveLength(0);
    expect(pushesToAna()).toHaveLength(0);

    // Two ahead: the e-mail and the push, each signed and encrypted as the protocols say.
    await api.callNext(owner, queueId);
    const nearMail = await until('e-mail de faltam 2', () => near()[0]);
    expect(nearMail.text).toContain('Faltam 2 pessoas para a sua vez na fila Corte de cabelo');
    expect(nearMail.links.some((link) => link.startsWith(`${server.baseUrl}/descadastrar?token=`))).toBe(
      true,
    );
    const nearPush = await until('push de faltam 2', () => pushesToAna()[0]);
    expect(nearPush.vapidKey).toBe(key.publicKey);
    expect(nearPush.payload).toMatchObject({ title: 'Barbearia Navalha', url: `/cliente/filas/${queueId}` });
    expect((nearPush.payload as { body: string }).body).toMatch(/^Faltam 2 pessoas para a sua vez/);
    // The open page says it too: a toast and the tab's title.
    await page.getByText('Faltam 2 pessoas para a sua vez na fila Corte de cabelo.').waitFor();
    await expect.poll(() => page.title()).toBe('(!) Faltam 2 — Vez');
    // The browser hands the push to the app's service worker, which shows it.
    await sw.deliver(nearPush.payload);
    await expect
      .poll(() => sw.shown())
      .toContainEqual(
        expect.objectContaining({
          title: 'Barbearia Navalha',
          body: expect.stringMatching(/^Faltam 2 pessoas/),
          url: `/cliente/filas/${queueId}`,
        }),
      );

    // Two more calls bring her to the front without a second notice; the next one is hers.
    await api.callNext(owner, queueId);
    await api.callNext(owner, queueId);
    await api.callNext(owner, queueId);
    const calledMail = await until('e-mail de é a sua vez', () => called()[0]);
    expect(calledMail.text).toContain('É a sua vez');
    const calledPush = await until('push de é a sua vez', () => pushesToAna()[1]);
    expect(calledPush.payload).toMatchObject({ title: 'Barbearia Navalha' });
    expect((calledPush.payload as { body: string }).body).toMatch(/^É a sua vez/);
    await sw.deliver(calledPush.payload);
    await expect
      .poll(() => sw.shown())
      .toContainEqual(
        expect.objectContaining({ title: 'Barbearia Navalha', body: expect.stringMatching(/^É a sua vez/) }),
      );

    // Exactly once: the queue goes on and nothing is told twice.
    await api.joinQueue(await api.newClient('Fábio Nunes'), queueId);
    await api.callNext(owner, queueId);
    await settle();
    expect(near()).toHaveLength(1);
    expect(called()).toHaveLength(1);
    expect(pushesToAna()).toHaveLength(2);

    // The e-mail's unsubscribe link works from the browser.
    const link = calledMail.links.find((l) => l.includes('/descadastrar?token='));
    expect(link).toBeDefined();
    await page.goto(link!);
    await page.getByText('Pronto: você não receberá mais avisos da fila por e-mail.').waitFor();
    expect(errors).toEqual([]);
    expect(sw.errors()).toEqual([]);
  });
});
