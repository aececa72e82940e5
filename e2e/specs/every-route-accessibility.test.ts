import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../support/accessibility';
import { baseUrl, mailsTo, PHONE, pathOf, shortTag, uniqueEmail, useBrowser } from '../support/browser';
import { subscribeThroughApi } from '../support/plan-api';
import {
  apiOf,
  callNext,
  joinQueue,
  logInAsClient,
  logInAsEstablishment,
  newClient,
  newEstablishment,
  newQueue,
} from '../support/queue-api';
import {
  declaredRoutePatterns,
  isRedirect,
  type PageRow,
  type RedirectRow,
  ROUTES,
  type Scene,
  type Visitor,
} from '../support/route-table';
import { invitationPathFor } from '../support/team-api';

/**
 * Issue 18: axe (WCAG 2 A/AA) on every route of the app, in both themes, on a phone. The route table
 * (support/route-table.ts) has one row per route pattern of AppRoutes.tsx; the first story fails when a
 * route is added without a row, so no screen skips the check.
 */

const { call } = apiOf(baseUrl);

/** The address (path and query) of the first link of `address`'s e-mails that contains `fragment`. */
async function linkInMail(address: string, fragment: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const link = mailsTo(address)
      .flatMap((mail) => mail.links)
      .find((l) => l.includes(fragment));
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nenhum e-mail para ${address} com ${fragment}`);
}

/** Real records for every parameterised route: a queue with people in it, a payment, links by e-mail. */
async function buildScene(): Promise<Scene> {
  const tag = shortTag();
  const ownerName = `Barbearia Acessível ${tag}`;
  const owner = await newEstablishment(ownerName);
  const queueName = `Corte acessível ${tag}`;
  const queueId = await newQueue(owner, {
    nome: queueName,
    descricao: 'Corte e barba por ordem de chegada',
    tempo_estimado: 10,
  });
  const ana = await newClient('Ana Souza');
  await joinQueue(ana, queueId);
  await joinQueue(await newClient('Bruno Lima'), queueId);
  const client = await newClient('Carla Dias');
  await joinQueue(client, queueId);
  // Ana is called: the panel has a call to show, and her "É a sua vez" e-mail carries the unsubscribe link.
  await callNext(owner, queueId);

  const payment = await call<{ data: { paymentId: string } }>('/api/payments/advance-preference', {
    method: 'POST',
    token: client.token,
    body: { queueId, positions: 1 },
  });
  const joinCode = await call<{ data: { codigo: string } }>(`/api/queues/${queueId}/join-code`, {
    token: owner.token,
  });
  const panel = await call<{ data: { token: string } }>(`/api/establishments/${owner.id}/panels`, {
    method: 'POST',
    token: owner.token,
    body: { filaId: queueId },
  });
  const kiosk = await call<{ data: { token: string } }>(`/api/establishments/${owner.id}/kiosks`, {
    method: 'POST',
    token: owner.token,
    body: { filaId: queueId },
  });
  // Someone without an account waits too: their ticket page is a route of its own (decision 068).
  const guest = await call<{ data: { senha: string } }>(`/api/queues/${queueId}/convidados`, {
    method: 'POST',
    body: { nome: 'Diana Sem Conta', telefone: '11912345678', tamanhoGrupo: 2 },
  });
  // A team invitation on a plan with room for it: its page is a route of its own (decision 070).
  await subscribeThroughApi(owner, 'essencial');
  const invitee = uniqueEmail('convidada');
  await call('/api/equipe/convites', {
    method: 'POST',
    token: owner.token,
    body: { nome: 'Joana Convidada', email: invitee, papel: 'atendente' },
  });
  await call('/api/auth/forgot-password', {
    method: 'POST',
    body: { email: client.email, userType: 'cliente' },
  });

  return {
    client,
    owner,
    ownerName,
    queueId,
    queueName,
    paymentId: String(payment.data.paymentId),
    joinCode: joinCode.data.codigo,
    panelToken: panel.data.token,
    kioskToken: kiosk.data.token,
    guestToken: guest.data.senha,
    resetPath: await linkInMail(client.email, '/reset-password?token='),
    unsubscribePath: await linkInMail(ana.email, '/descadastrar?token='),
    invitationPath: await invitationPathFor(invitee),
  };
}

/** Loading states are gone: axe looks at the page with its data, not at a spinner. */
async function noLoadingState(page: Page) {
  await page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll('[role="status"]')).some((node) =>
        /Carregando/.test(node.textContent ?? ''),
      ),
  );
}

const THEMES = [
  ['light', 'claro'],
  ['dark', 'escuro'],
] as const;

const GROUPS: [Visitor, string][] = [
  ['anônimo', 'todas as telas públicas (sem sessão)'],
  ['cliente', 'todas as telas do cliente'],
  ['estabelecimento', 'todas as telas do estabelecimento'],
];

describe('acessibilidade de todas as rotas (axe, WCAG 2 AA), celular, nos dois temas', () => {
  const browser = useBrowser(PHONE);
  let scene: Scene;

  beforeAll(async () => {
    scene = await buildScene();
  });

  it('toda rota de AppRoutes.tsx está na tabela de rotas checadas', () => {
    const declared = declaredRoutePatterns();
    const listed = ROUTES.map((row) => row.pattern);
    // Sanity of the reader itself: it finds the routes it must.
    expect(declared).toEqual(expect.arrayContaining(['/', '/painel/:token', '/cliente/filas/:id', '/*']));
    const missing = declared.filter((pattern) => !listed.includes(pattern));
    const stale = listed.filter((pattern) => !declared.includes(pattern));
    const twice = listed.filter((pattern, i) => listed.indexOf(pattern) !== i);
    expect(missing, `rotas de AppRoutes.tsx sem linha na tabela (e2e/support/route-table.ts)`).toEqual([]);
    expect(stale, 'linhas da tabela sem rota em AppRoutes.tsx').toEqual([]);
    expect(twice, 'rotas repetidas na tabela').toEqual([]);
  });

  for (const [theme, themeName] of THEMES) {
    for (const [visitor, title] of GROUPS) {
      it(`${title}, tema ${themeName}, sem violações`, { timeout: 180_000 }, async () => {
        const { page } = browser;
        await page.addInitScript((value) => localStorage.setItem('vez.theme', value), theme);
        if (visitor === 'cliente') await logInAsClient(page, scene.client);
        if (visitor === 'estabelecimento') await logInAsEstablishment(page, scene.owner);

        const rows = ROUTES.filter((row) => row.visitor === visitor);
        const problems: string[] = [];
        for (const row of rows.filter(isRedirect) as RedirectRow[]) {
          // Skipped from axe (row.reason): only where it sends the visitor is checked.
          await page.goto(row.url);
          await expect
            .poll(() => pathOf(page.url()), { message: `${row.pattern} redireciona` })
            .toBe(row.redirectsTo);
        }
        for (const row of rows.filter((r) => !isRedirect(r)) as PageRow[]) {
          const url = row.url(scene);
          await page.goto(url);
          await row.ready(page, scene);
          await noLoadingState(page);
          if (!row.live) await page.waitForLoadState('networkidle');
          const applied = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
          if (applied !== theme) problems.push(`${row.pattern} (${url}): tema ${applied}, não ${theme}`);
          for (const violation of await accessibilityViolations(page)) {
            problems.push(`${row.pattern} (${url}): ${violation}`);
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
