import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import ts from 'typescript';
import type { Account } from './queue-api';

/** Where every route of the web app is declared. */
export const APP_ROUTES_FILE = path.resolve(import.meta.dirname, '../../apps/web/src/app/AppRoutes.tsx');

export type Visitor = 'anônimo' | 'cliente' | 'estabelecimento';

/** The real records a parameterised route needs, made through the API before the visits. */
export interface Scene {
  client: Account;
  owner: Account;
  ownerName: string;
  queueId: number;
  queueName: string;
  /** An advance payment of the client's, waiting in the simulated checkout. */
  paymentId: string;
  /** The queue's short code, as printed on its poster (/f/código). */
  joinCode: string;
  /** A TV panel link of the queue. */
  panelToken: string;
  /** A kiosk link of the queue. */
  kioskToken: string;
  /** The secret of a ticket held without an account in the queue (its page is /senha#…). */
  guestToken: string;
  /** The path and query of a real password-reset link, from the e-mail the server wrote. */
  resetPath: string;
  /** The path and query of a real unsubscribe link, from a queue e-mail the server wrote. */
  unsubscribePath: string;
  /** The path and fragment of a real team invitation link, from the e-mail the server wrote (decision 070). */
  invitationPath: string;
}

export interface PageRow {
  pattern: string;
  visitor: Visitor;
  /** The concrete address to open. */
  url: (scene: Scene) => string;
  /** What proves the page shows its data (not a spinner) before axe looks at it. */
  ready: (page: Page, scene: Scene) => Promise<unknown>;
  /** The page keeps an event stream open, so it is never network-idle: only `ready` is waited for. */
  live?: true;
}

export interface RedirectRow {
  pattern: string;
  visitor: Visitor;
  /** An address the pattern matches, to check where it sends the visitor. */
  url: string;
  /** Only sends the browser elsewhere (`<Navigate>`): nothing of its own to check. */
  redirectsTo: string;
  reason: string;
}

export type RouteRow = PageRow | RedirectRow;

export const isRedirect = (row: RouteRow): row is RedirectRow => 'redirectsTo' in row;

const h1 = (name?: string | RegExp) => (page: Page) =>
  page
    .getByRole('heading', { level: 1, ...(name ? { name } : {}) })
    .first()
    .waitFor();

const text = (value: string | RegExp) => (page: Page) => page.getByText(value).first().waitFor();

/** The heading, then a piece of the page's own data. */
const both =
  (...steps: ((page: Page, scene: Scene) => Promise<unknown>)[]) =>
  async (page: Page, scene: Scene) => {
    for (const step of steps) await step(page, scene);
  };

/** One row per route pattern of AppRoutes.tsx (full path, as the guard below computes it). */
export const ROUTES: RouteRow[] = [
  // Public pages, no session.
  { pattern: '/', visitor: 'anônimo', url: () => '/', ready: h1() },
  { pattern: '/faq', visitor: 'anônimo', url: () => '/faq', ready: h1('Perguntas frequentes') },
  { pattern: '/escolha-login', visitor: 'anônimo', url: () => '/escolha-login', ready: h1() },
  {
    pattern: '/login',
    visitor: 'anônimo',
    url: () => '/login',
    ready: (page) => page.getByLabel('Senha', { exact: true }).waitFor(),
  },
  {
    pattern: '/login-estab',
    visitor: 'anônimo',
    url: () => '/login-estab',
    ready: (page) => page.getByLabel('Senha', { exact: true }).waitFor(),
  },
  { pattern: '/cadastro-cliente', visitor: 'anônimo', url: () => '/cadastro-cliente', ready: h1() },
  {
    pattern: '/cadastro-estabelecimento',
    visitor: 'anônimo',
    url: () => '/cadastro-estabelecimento',
    ready: h1(),
  },
  { pattern: '/forgot-password', visitor: 'anônimo', url: () => '/forgot-password', ready: h1() },
  {
    pattern: '/reset-password',
    visitor: 'anônimo',
    url: (s) => s.resetPath,
    ready: (page) => page.getByLabel('Nova senha', { exact: true }).waitFor(),
  },
  {
    pattern: '/convite',
    visitor: 'anônimo',
    url: (s) => s.invitationPath,
    ready: both(h1('Entrar para a equipe'), (page) =>
      page.getByLabel('Confirmar senha', { exact: true }).waitFor(),
    ),
  },
  { pattern: '/termos', visitor: 'anônimo', url: () => '/termos', ready: h1() },
  { pattern: '/privacidade', visitor: 'anônimo', url: () => '/privacidade', ready: h1() },
  {
    pattern: '/descadastrar',
    visitor: 'anônimo',
    url: (s) => s.unsubscribePath,
    ready: both(
      h1('E-mails de aviso da fila'),
      text('Pronto: você não receberá mais avisos da fila por e-mail.'),
    ),
  },
  {
    pattern: '/f/:code',
    visitor: 'anônimo',
    url: (s) => `/f/${s.joinCode}`,
    ready: both(
      (page, s) => h1(s.queueName)(page),
      (page, s) => text(s.ownerName)(page),
      text('estimativa do estabelecimento'),
    ),
  },
  {
    pattern: '/estabelecimentos/:id',
    visitor: 'anônimo',
    url: (s) => `/estabelecimentos/${s.owner.id}`,
    ready: both(
      (page, s) => h1(s.ownerName)(page),
      (page, s) => page.getByRole('heading', { level: 3, name: s.queueName }).waitFor(),
      (page) => page.getByRole('button', { name: 'Entrar sem cadastro' }).first().waitFor(),
    ),
  },
  {
    pattern: '/senha',
    visitor: 'anônimo',
    url: (s) => `/senha#${s.guestToken}`,
    ready: both(
      (page, s) => h1(s.queueName)(page),
      (page) => page.getByTestId('minha-posicao').waitFor(),
      text('Ao vivo'),
    ),
    live: true,
  },
  { pattern: '/sem-conexao', visitor: 'anônimo', url: () => '/sem-conexao', ready: h1('Sem conexão') },
  { pattern: '/teste', visitor: 'anônimo', url: () => '/teste', ready: h1('Página de teste') },
  {
    pattern: '/painel/:token',
    visitor: 'anônimo',
    url: (s) => `/painel/${s.panelToken}`,
    ready: both(
      (page, s) => h1(s.ownerName)(page),
      (page) =>
        page
          .locator('p', { hasText: /^Ana S\.$/ })
          .first()
          .waitFor(),
    ),
    live: true,
  },
  {
    pattern: '/quiosque/:token',
    visitor: 'anônimo',
    url: (s) => `/quiosque/${s.kioskToken}`,
    ready: both(
      (page, s) => h1(s.ownerName)(page),
      (page, s) => page.getByRole('heading', { level: 3, name: s.queueName }).waitFor(),
    ),
  },
  {
    pattern: '/*',
    visitor: 'anônimo',
    url: () => '/nao-existe',
    ready: h1('Página não encontrada (404)'),
  },

  // The client's area.
  {
    pattern: '/cliente/minhas-filas',
    visitor: 'cliente',
    url: () => '/cliente/minhas-filas',
    ready: both(h1('Minhas Filas'), text(/Sua posição: \d+º/)),
    live: true,
  },
  {
    pattern: '/cliente',
    visitor: 'cliente',
    url: '/cliente',
    redirectsTo: '/cliente/home',
    reason: 'índice da área do cliente: só redireciona (<Navigate>)',
  },
  { pattern: '/cliente/home', visitor: 'cliente', url: () => '/cliente/home', ready: h1(/^Olá, /) },
  {
    pattern: '/cliente/estabelecimentos',
    visitor: 'cliente',
    url: () => '/cliente/estabelecimentos',
    ready: both(h1('Estabelecimentos'), text(/estabelecimentos? encontrados?/)),
  },
  {
    pattern: '/cliente/estabelecimentos/:id',
    visitor: 'cliente',
    url: (s) => `/cliente/estabelecimentos/${s.owner.id}`,
    ready: both(
      (page, s) => h1(s.ownerName)(page),
      (page) => page.getByRole('table').waitFor(),
    ),
  },
  {
    pattern: '/cliente/filas/:id',
    visitor: 'cliente',
    url: (s) => `/cliente/filas/${s.queueId}`,
    ready: both(
      (page, s) => h1(s.queueName)(page),
      text('Ao vivo'),
      (page) => page.getByTestId('minha-posicao').waitFor(),
    ),
    live: true,
  },
  {
    pattern: '/cliente/pagamento/:id',
    visitor: 'cliente',
    url: (s) => `/cliente/pagamento/${s.paymentId}`,
    ready: both(h1('Pagamento (Simulado)'), (page) => page.getByLabel('Número do cartão').waitFor()),
  },
  {
    // Reached after registration from a guest's ticket; opened on its own, it says there is nothing to move.
    pattern: '/cliente/manter-lugar',
    visitor: 'cliente',
    url: () => '/cliente/manter-lugar',
    ready: both(h1('Manter meu lugar'), text(/Nenhuma senha esperando/)),
  },
  {
    pattern: '/cliente/perfil',
    visitor: 'cliente',
    url: () => '/cliente/perfil',
    ready: h1('Dados Pessoais'),
  },
  {
    pattern: '/cliente/configuracoes',
    visitor: 'cliente',
    url: () => '/cliente/configuracoes',
    ready: h1('Configurações'),
  },
  {
    pattern: '/cliente/*',
    visitor: 'cliente',
    url: () => '/cliente/nao-existe',
    ready: h1('Página não encontrada (404)'),
  },

  // The establishment's area.
  {
    pattern: '/estabelecimento/home',
    visitor: 'estabelecimento',
    url: () => '/estabelecimento/home',
    ready: h1(/^Olá, /),
  },
  {
    pattern: '/estabelecimento/dashboard',
    visitor: 'estabelecimento',
    url: () => '/estabelecimento/dashboard',
    ready: both(h1('Dashboard de Gerenciamento'), (page, s) => text(s.queueName)(page)),
    live: true,
  },
  {
    pattern: '/estabelecimento/gerenciar-filas',
    visitor: 'estabelecimento',
    url: () => '/estabelecimento/gerenciar-filas',
    ready: both(h1('Gerenciar Filas'), (page, s) => text(s.queueName)(page)),
    live: true,
  },
  {
    pattern: '/estabelecimento/gerenciar-filas/:id',
    visitor: 'estabelecimento',
    url: (s) => `/estabelecimento/gerenciar-filas/${s.queueId}`,
    ready: both(
      (page, s) => h1(s.queueName)(page),
      text('Ao vivo'),
      (page, s) => text(s.client.name)(page),
    ),
    live: true,
  },
  {
    pattern: '/estabelecimento/planos',
    visitor: 'estabelecimento',
    url: () => '/estabelecimento/planos',
    ready: h1('Planos'),
  },
  {
    pattern: '/estabelecimento/planos/detalhes-essencial',
    visitor: 'estabelecimento',
    url: () => '/estabelecimento/planos/detalhes-essencial',
    ready: h1(/Essencial/),
  },
  {
    pattern: '/estabelecimento/planos/detalhes-profissional',
    visitor: 'estabelecimento',
    url: () => '/estabelecimento/planos/detalhes-profissional',
    ready: h1(/Profissional/),
  },
  {
    pattern: '/estabelecimento/pagamento',
    visitor: 'estabelecimento',
    url: () => '/estabelecimento/pagamento?plano=profissional',
    ready: both(h1('Pagamento'), (page) => page.getByLabel('Número do cartão').waitFor()),
  },
  {
    pattern: '/estabelecimento/perfil',
    visitor: 'estabelecimento',
    url: () => '/estabelecimento/perfil',
    ready: h1('Dados da Empresa'),
  },
  {
    pattern: '/estabelecimento/configuracoes',
    visitor: 'estabelecimento',
    url: () => '/estabelecimento/configuracoes',
    ready: h1('Configurações'),
  },
  {
    pattern: '/estabelecimento/equipe',
    visitor: 'estabelecimento',
    url: () => '/estabelecimento/equipe',
    ready: both(h1('Equipe'), text('Convites pendentes')),
  },
  {
    pattern: '/estabelecimento/*',
    visitor: 'estabelecimento',
    url: '/estabelecimento/nao-existe',
    redirectsTo: '/estabelecimento/home',
    reason: 'caminho desconhecido da área do estabelecimento: só redireciona (<Navigate>)',
  },
  {
    pattern: '/estabelecimento',
    visitor: 'estabelecimento',
    url: '/estabelecimento',
    redirectsTo: '/estabelecimento/home',
    reason: 'índice da área do estabelecimento: só redireciona (<Navigate>)',
  },
];

/** The string value of a JSX attribute (`path="…"`), or undefined. */
function attribute(element: ts.JsxOpeningLikeElement, name: string): ts.JsxAttribute | undefined {
  return element.attributes.properties.find(
    (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name,
  );
}

const join = (parent: string, child: string) =>
  `${parent.replace(/\/$/, '')}/${child.replace(/^\//, '')}`.replace(/\/$/, '') || '/';

/**
 * Every route pattern AppRoutes.tsx declares, as full paths: each `<Route path="…">` joined to its
 * parents' paths, and each `<Route index>` as its parent's path. Pathless layout routes add nothing.
 */
export function declaredRoutePatterns(file = APP_ROUTES_FILE): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];

  function visit(node: ts.Node, base: string) {
    let opening: ts.JsxOpeningLikeElement | undefined;
    if (ts.isJsxElement(node)) opening = node.openingElement;
    else if (ts.isJsxSelfClosingElement(node)) opening = node;
    if (opening && opening.tagName.getText() === 'Route') {
      const pathAttribute = attribute(opening, 'path');
      const isIndex = attribute(opening, 'index') !== undefined;
      let own = base;
      if (pathAttribute) {
        const value = pathAttribute.initializer;
        if (!value || !ts.isStringLiteral(value))
          throw new Error(`rota com path que não é um texto fixo: ${opening.getText()}`);
        own = join(base, value.text);
        found.push(own);
      } else if (isIndex) {
        found.push(base);
      }
      // Only nested <Route>s (children) count; the element={…} attribute is not searched for routes.
      if (ts.isJsxElement(node)) for (const child of node.children) visit(child, own);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, base));
  }

  visit(source, '/');
  // A guard route with a path and its index route name the same address: one row covers both.
  return [...new Set(found)];
}
