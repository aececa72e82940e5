import { freshCnpj } from '../../apps/server/src/test-support/documents';
import { establishmentPayload } from '../../apps/server/src/test-support/fixtures';

/** A logged-in account: what a browser keeps after 'Entrar'. */
export interface Account {
  id: number;
  token: string;
  email: string;
  name: string;
}

/** The outcome of one request as its caller saw it: a status, or no answer at all (the process died). */
// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies field by field
export type Outcome = { status: number; body: any } | { status: 'no-answer'; error: string };

export async function request(
  baseUrl: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Outcome> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch (error) {
    return { status: 'no-answer', error: String((error as Error).cause ?? error) };
  }
}

/** The body of a 2xx answer, or a failure naming what the server said. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies field by field
export async function ok(outcome: Promise<Outcome>, what: string): Promise<any> {
  const result = await outcome;
  if (typeof result.status !== 'number' || result.status >= 300) {
    throw new Error(`${what}: ${JSON.stringify(result)}`);
  }
  return result.body;
}

/** 'Cadastre sua empresa' then 'Entrar', through the public API, as a new owner would. */
export async function registerEstablishment(baseUrl: string): Promise<Account> {
  const email = `empresa.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@exemplo.com`;
  const name = 'Restaurante Confiável LTDA';
  await ok(
    request(baseUrl, 'POST', '/api/auth/register/establishment', {
      body: establishmentPayload({ email_empresa: email, cnpj: freshCnpj(), nome_empresa: name }),
    }),
    'cadastro da empresa',
  );
  const login = await ok(
    request(baseUrl, 'POST', '/api/auth/login/establishment', {
      body: { email_empresa: email, senha_empresa: 'Segura123' },
    }),
    'login da empresa',
  );
  return { id: login.data.user.id, token: login.data.token, email, name };
}

export async function createQueue(
  baseUrl: string,
  owner: Account,
  body: Record<string, unknown> = {},
): Promise<number> {
  const created = await ok(
    request(baseUrl, 'POST', '/api/queues', {
      token: owner.token,
      body: { nome: 'Fila Principal', ...body },
    }),
    'criar fila',
  );
  return created.data.id as number;
}

export function join(baseUrl: string, client: Account, queueId: number): Promise<Outcome> {
  return request(baseUrl, 'POST', `/api/queues/${queueId}/join`, {
    token: client.token,
    body: { nome: client.name, telefone: '11987654321', email: client.email, isGroup: false },
  });
}

/** 'Chamar próximo' on the queue panel. */
export function callNext(baseUrl: string, owner: Account, queueId: number): Promise<Outcome> {
  return request(baseUrl, 'POST', `/api/queues/${queueId}/chamar-proximo`, { token: owner.token });
}

export interface LineupEntry {
  id: number;
  nome: string;
  position: number;
  subPosition: string;
}

/** The owner's list of who is waiting, in service order. */
export async function lineup(baseUrl: string, owner: Account, queueId: number): Promise<LineupEntry[]> {
  const body = await ok(
    request(baseUrl, 'GET', `/api/queues/${queueId}/clients?isEstablishment=true`, { token: owner.token }),
    'lista da fila',
  );
  return body.data.clients as LineupEntry[];
}

/** The queue page as a client sees it: their own position, or how their last ticket ended. */
export async function clientView(baseUrl: string, client: Account, queueId: number) {
  const body = await ok(request(baseUrl, 'GET', `/api/queues/${queueId}`, { token: client.token }), 'fila');
  return body.data as {
    clientes_na_fila: number;
    minhaPosicao: { id: number; position: number } | null;
    meuUltimoTicket: { ticketId: number; status: string } | null;
  };
}
