import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export const baseUrl = () => inject('baseUrl');

/**
 * One Debian Chromium per spec file and a fresh context (empty storage) per test. Pages fail the test on
 * uncaught errors, and on CSP violations, which show up as console errors.
 */
export function useBrowser(viewport = DESKTOP) {
  let browser: Browser;
  let context: BrowserContext;
  const state: { page: Page; errors: string[] } = { page: undefined as unknown as Page, errors: [] };

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: baseUrl(), viewport, locale: 'pt-BR' });
    state.page = await context.newPage();
    state.errors = [];
    state.page.on('pageerror', (error) => state.errors.push(`pageerror: ${error.message}`));
    state.page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        state.errors.push(`csp: ${message.text()}`);
      }
    });
    // Violations a script catches (an eval probe, say) never reach the console; Chromium still records
    // them as issues, and Lighthouse's best practices count them.
    const cdp = await context.newCDPSession(state.page);
    cdp.on('Audits.issueAdded', ({ issue }) => {
      const csp = issue.details.contentSecurityPolicyIssueDetails;
      if (issue.code === 'ContentSecurityPolicyIssue' && csp) {
        const where = csp.sourceCodeLocation?.url ?? csp.blockedURL ?? '';
        state.errors.push(
          `csp: ${csp.contentSecurityPolicyViolationType} (${csp.violatedDirective}) ${where}`,
        );
      }
    });
    await cdp.send('Audits.enable');
  });
  afterEach(async () => {
    await context?.close();
    if (state.errors.length > 0) throw new Error(`Erros na página:\n${state.errors.join('\n')}`);
  });
  return state;
}

/** Messages the dev outbox wrote for an address, newest last. */
export function mailsTo(address: string): { subject: string; text: string; links: string[] }[] {
  const dir = path.join(inject('dataDir'), 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
    .filter((mail) => mail.to === address);
}

export async function waitForMail(address: string, count = 1) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = mailsTo(address);
    if (mails.length >= count) return mails[mails.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nenhum e-mail para ${address}`);
}

/** The path of a page's address, to wait for navigations without caring about the host. */
export const pathOf = (url: string) => new URL(url).pathname;

/** A short tag that makes names created by one test unique on the shared server. */
export const shortTag = () => Date.now().toString(36).slice(-5);

let counter = 0;
/** A unique e-mail per test, so specs never collide on the shared server. */
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@exemplo.com`;
}

/** Creates a client account straight through the API, for stories that are not about registration. */
export async function createClientAccount(
  email: string,
  password = 'Segura123',
  name = 'Cliente Teste',
  cpf?: string,
) {
  const { freshCpf } = await import('../../apps/server/src/test-support/documents');
  const { clientPayload } = await import('../../apps/server/src/test-support/fixtures');
  const response = await fetch(`${baseUrl()}/api/auth/register/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(
      clientPayload({
        nome_usuario: name,
        cpf: cpf ?? freshCpf(),
        email_usuario: email,
        senha_usuario: password,
      }),
    ),
  });
  if (response.status !== 201)
    throw new Error(`cadastro falhou: ${response.status} ${await response.text()}`);
}
