import { createECDH } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashInvitationToken } from '../modules/team/invitation-tokens';
import { freshCnpj, freshCpf } from './documents';
import { bearer, clientPayload, establishmentPayload } from './fixtures';
import { goodCard } from './payment-fixtures';
import { subscribeBody } from './plan-fixtures';
import type { RouteWorld } from './route-world';

/**
 * Who may call what. One row per (method, OpenAPI path); the matrix test fails for a route without a row
 * and for a row without a route. Expected answers:
 * - '2xx': allowed; for an own-data route (no id) the caller gets their own, never the owner's data.
 * - 'denied': someone else's resource: 403 or 404, never 2xx.
 * - 'open': a public call: whatever the input earns (2xx or a 4xx about the input), never 401/403.
 * - a number: exactly that status (401 anonymous on a private route, 403 the wrong role…).
 * Callers are asked in the order anonymous, other client, other establishment, the establishment's
 * attendant, establishment, client, so the owner's own (possibly destructive) call comes last. The
 * attendant (an Atendente of the establishment's team, decision 070) gets 403 on every private route but
 * the counter's (`counter` below); where it is allowed, it calls in a world of its own, so the owner's
 * call after it still finds what it acts on.
 */
export type Expected = '2xx' | 'denied' | 'open' | number;
export type Role =
  | 'anonymous'
  | 'otherClient'
  | 'otherEstablishment'
  | 'attendant'
  | 'establishment'
  | 'client';
export const ROLES: Role[] = [
  'anonymous',
  'otherClient',
  'otherEstablishment',
  'attendant',
  'establishment',
  'client',
];

export interface MatrixRow {
  url: (w: RouteWorld) => string;
  body?: (w: RouteWorld) => unknown;
  /** Extra setup for this route only (e.g. a called ticket); returns values for `url`/`body`. */
  prepare?: (app: FastifyInstance, w: RouteWorld) => Promise<RouteWorld>;
  expect: Record<Role, Expected>;
  /** The call acts as the owner whoever sends it (the owner's credentials in the body). */
  answersAsOwner?: boolean;
  /** Routes that inject() cannot drive (an endless stream): covered by the named test instead. */
  coveredBy?: string;
  /** Headers besides the caller's token (a guest ticket's secret), asked again for each call. */
  headers?: (w: RouteWorld) => Record<string, string>;
}

const publicRoute = {
  anonymous: 'open',
  otherClient: 'open',
  otherEstablishment: 'open',
  attendant: 'open',
  establishment: 'open',
  client: 'open',
} as const;
/** Any account's own session; an attendant only ends theirs (anySession's logout rows). */
const anySession = {
  anonymous: 401,
  otherClient: '2xx',
  otherEstablishment: '2xx',
  attendant: 403,
  establishment: '2xx',
  client: '2xx',
} as const;
/** The client's own resource (an id of theirs in the path). */
const clientOwned = {
  anonymous: 401,
  otherClient: 'denied',
  otherEstablishment: 403,
  attendant: 403,
  establishment: 403,
  client: '2xx',
} as const;
/** Own data of whichever client asks (no id in the path). */
const anyClient = { ...clientOwned, otherClient: '2xx' } as const;
const establishmentOwned = {
  anonymous: 401,
  otherClient: 403,
  otherEstablishment: 'denied',
  attendant: 403,
  establishment: '2xx',
  client: 403,
} as const;
/** The counter's routes, which the establishment's Atendente may call too (ATTENDANT_ROUTES). */
const counter = { ...establishmentOwned, attendant: '2xx' } as const;
const anyEstablishment = { ...establishmentOwned, otherEstablishment: '2xx' } as const;
/** Plan-gated reports: the world's establishment subscribed to Profissional, the other one did not. */
const professionalOnly = { ...establishmentOwned, otherEstablishment: 403 } as const;

const queue =
  (path = '') =>
  (w: RouteWorld) =>
    `/api/queues/${w.queueId}${path}`;
const est =
  (path = '') =>
  (w: RouteWorld) =>
    `/api/establishments/${w.establishment.id}${path}`;
const user =
  (path = '') =>
  (w: RouteWorld) =>
    `/api/users/${w.client.id}${path}`;
const period = '?de=2026-11-01&ate=2026-11-30';
/** A real P-256 public key, as a browser's subscription carries. */
const BROWSER_KEY = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
})();
const settings = { notificacoes: true, notificacoesEmail: false };

/** The establishment calls the filler at position 1: a ticket called a moment ago. */
async function withCalledTicket(app: FastifyInstance, w: RouteWorld): Promise<RouteWorld> {
  const call = await app.inject({
    method: 'POST',
    url: `/api/queues/${w.queueId}/chamar-proximo`,
    headers: bearer(w.establishment.token),
  });
  return { ...w, ticketId: call.json().data.ticketId };
}

/** A called ticket just marked 'Não compareceu' ('Desfazer' of the mark, decision 051). */
async function withNoShowTicket(app: FastifyInstance, w: RouteWorld): Promise<RouteWorld> {
  const called = await withCalledTicket(app, w);
  await app.inject({
    method: 'POST',
    url: `/api/queues/${called.queueId}/tickets/${called.ticketId}/nao-compareceu`,
    headers: bearer(w.establishment.token),
  });
  return called;
}

/** A plan payment of the establishment (a subscription paid with the test card). */
async function withPlanPayment(app: FastifyInstance, w: RouteWorld, plan = 'essencial'): Promise<RouteWorld> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/plans/subscribe',
    headers: bearer(w.establishment.token),
    payload: subscribeBody(plan),
  });
  return { ...w, paymentId: response.json().data.pagamento.id };
}

/** A TV panel link of the world's establishment for its queue. */
async function withPanel(app: FastifyInstance, w: RouteWorld): Promise<RouteWorld> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/establishments/${w.establishment.id}/panels`,
    headers: bearer(w.establishment.token),
    payload: { filaId: w.queueId },
  });
  const { id, token } = response.json().data;
  return { ...w, panelId: id, panelToken: token };
}

let pointNumber = 0;
/** A service point of the world's establishment serving its queue (issue 37), named afresh each time. */
async function withServicePoint(app: FastifyInstance, w: RouteWorld): Promise<RouteWorld> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/establishments/${w.establishment.id}/pontos`,
    headers: bearer(w.establishment.token),
    payload: { nome: `Cadeira ${++pointNumber}`, filas: [w.queueId] },
  });
  return { ...w, pointId: response.json().data.id };
}

let guestDevice = 0;
/** A device id of its own for each call: the per-device limit of joins without an account is not the subject. */
const freshDevice = () => ({ 'x-vez-aparelho': `matriz-aparelho-${String(++guestDevice).padStart(8, '0')}` });

/** A guest's waiting ticket in the world's queue (decision 068), held by its link's secret. */
async function withGuestTicket(app: FastifyInstance, w: RouteWorld): Promise<RouteWorld> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/queues/${w.queueId}/convidados`,
    headers: freshDevice(),
    payload: { nome: 'Gil Convidado', telefone: '11966667777' },
  });
  return { ...w, guestToken: response.json().data.senha };
}
const guestHeaders = (w: RouteWorld) => ({ 'x-vez-senha': w.guestToken ?? '' });

/** A kiosk link of the world's establishment for its queue. */
async function withKiosk(app: FastifyInstance, w: RouteWorld): Promise<RouteWorld> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/establishments/${w.establishment.id}/kiosks`,
    headers: bearer(w.establishment.token),
    payload: { filaId: w.queueId },
  });
  const { id, token } = response.json().data;
  return { ...w, kioskId: id, kioskToken: token };
}

/** The short join code of the world's queue (decision 026). */
async function withJoinCode(app: FastifyInstance, w: RouteWorld): Promise<RouteWorld> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/queues/${w.queueId}/join-code`,
    headers: bearer(w.establishment.token),
  });
  return { ...w, joinCode: response.json().data.codigo };
}

const withProfessionalPlan = (app: FastifyInstance, w: RouteWorld) => withPlanPayment(app, w, 'profissional');

let invitationCount = 0;
/**
 * A pending invitation to the establishment's team, on a plan with room for it; its token is known
 * because the row is written here (the real one only travels in the e-mail).
 */
async function withInvitation(app: FastifyInstance, w: RouteWorld): Promise<RouteWorld> {
  const planned = await withProfessionalPlan(app, w);
  const token = `matriz-convite-${String(++invitationCount).padStart(6, '0')}-${Date.now().toString(36)}`;
  const now = app.services.clock.now();
  const invitationId = await app.services.team.insertInvitation({
    establishment_id: w.establishment.id,
    email: `convidado${invitationCount}${Date.now().toString(36)}@exemplo.com`,
    name: 'Pessoa Convidada',
    role: 'atendente',
    token_hash: hashInvitationToken(token),
    created_at: now,
    sent_at: now,
    expires_at: now + 3_600_000,
  });
  return { ...planned, invitationId, invitationToken: token };
}
let invitedEmails = 0;
const freshInvitee = () => `novo${++invitedEmails}${Date.now().toString(36)}@exemplo.com`;

export const MATRIX: Record<string, MatrixRow> = {
  'GET /health': { url: () => '/health', expect: publicRoute },
  'GET /health/ready': { url: () => '/health/ready', expect: publicRoute },

  'POST /api/auth/register/user': {
    url: () => '/api/auth/register/user',
    body: () => clientPayload({ email_usuario: 'nova.pessoa@exemplo.com', cpf: '111.444.777-35' }),
    expect: publicRoute,
  },
  'POST /api/auth/register/establishment': {
    url: () => '/api/auth/register/establishment',
    body: () => establishmentPayload({ email_empresa: 'nova@empresa.com', cnpj: '11.444.777/0001-61' }),
    expect: publicRoute,
  },
  // Logging in with the client's own password is being the client: the answer names them.
  'POST /api/auth/login/user': {
    answersAsOwner: true,
    url: () => '/api/auth/login/user',
    body: (w) => ({ email_usuario: w.client.email, senha_usuario: 'Segura123' }),
    expect: publicRoute,
  },
  'POST /api/auth/login/establishment': {
    answersAsOwner: true,
    url: () => '/api/auth/login/establishment',
    body: (w) => ({ email_empresa: w.establishment.email, senha_empresa: 'Segura123' }),
    expect: publicRoute,
  },
  'POST /api/auth/logout': { url: () => '/api/auth/logout', expect: { ...anySession, attendant: '2xx' } },
  'POST /api/auth/logout-all': {
    url: () => '/api/auth/logout-all',
    expect: { ...anySession, attendant: '2xx' },
  },
  'POST /api/auth/validate-cnpj': {
    url: () => '/api/auth/validate-cnpj',
    body: () => ({ cnpj: '11.222.333/0001-81' }),
    expect: publicRoute,
  },
  'POST /api/auth/forgot-password': {
    url: () => '/api/auth/forgot-password',
    body: (w) => ({ email: w.client.email, tipo: 'cliente' }),
    expect: publicRoute,
  },
  'GET /api/auth/validate-reset-token/{token}': {
    url: () => '/api/auth/validate-reset-token/abcdefghijklmnopqrstuvwxyz012345',
    expect: publicRoute,
  },
  'POST /api/auth/reset-password': {
    url: () => '/api/auth/reset-password',
    body: () => ({ token: 'abcdefghijklmnopqrstuvwxyz012345', novaSenha: 'Outra123' }),
    expect: publicRoute,
  },
  'POST /api/auth/forgot-password-fixed': {
    url: () => '/api/auth/forgot-password-fixed',
    expect: anySession,
  },

  'GET /api/users/active-queues': { url: () => '/api/users/active-queues', expect: anyClient },
  'GET /api/users/{id}': { url: user(), expect: clientOwned },
  'PUT /api/users/{id}': {
    url: user(),
    body: () => clientPayload({ cpf: freshCpf() }),
    expect: clientOwned,
  },
  'DELETE /api/users/{id}': { url: user(), body: () => ({ senha: 'Segura123' }), expect: clientOwned },
  'GET /api/users/{id}/settings': { url: user('/settings'), expect: clientOwned },
  'PUT /api/users/{id}/settings': {
    url: user('/settings'),
    body: () => settings,
    expect: clientOwned,
  },
  'GET /api/users/{id}/export': { url: user('/export'), expect: clientOwned },

  'GET /api/establishments/': { url: () => '/api/establishments/?search=barbearia', expect: publicRoute },
  'GET /api/establishments/{id}': { url: est(), expect: publicRoute },
  'PUT /api/establishments/{id}': {
    url: est(),
    body: () => ({
      ...establishmentPayload({ cnpj: freshCnpj(), telefone_empresa: '(11) 3333-4444' }),
      bairro_empresa: 'Centro',
      cidade_empresa: 'São Paulo',
      uf_empresa: 'SP',
    }),
    expect: establishmentOwned,
  },
  'DELETE /api/establishments/{id}': {
    url: est(),
    body: () => ({ senha: 'Segura123' }),
    expect: establishmentOwned,
  },
  'GET /api/establishments/{id}/queues': { url: est('/queues'), expect: publicRoute },
  // The public page's link (decision 069): anyone opens the page, only its owner is shown the link.
  'GET /api/establishments/{id}/page-link': { url: est('/page-link'), expect: establishmentOwned },
  'GET /api/establishments/stats': {
    url: () => `/api/establishments/stats${period}`,
    expect: anyEstablishment,
  },
  'GET /api/establishments/stats/filas': {
    url: () => `/api/establishments/stats/filas${period}`,
    expect: anyEstablishment,
  },
  'GET /api/establishments/{id}/atendimentos-por-hora': {
    url: (w) => `${est('/atendimentos-por-hora')(w)}${period}`,
    expect: establishmentOwned,
  },
  'GET /api/establishments/stats/avancado': {
    url: () => `/api/establishments/stats/avancado${period}`,
    prepare: withProfessionalPlan,
    expect: professionalOnly,
  },
  'GET /api/establishments/stats/avancos': {
    url: () => `/api/establishments/stats/avancos${period}`,
    prepare: withProfessionalPlan,
    expect: professionalOnly,
  },
  'GET /api/establishments/relatorio.pdf': {
    url: () => `/api/establishments/relatorio.pdf${period}`,
    prepare: withProfessionalPlan,
    expect: professionalOnly,
  },
  'GET /api/establishments/relatorio.xlsx': {
    url: () => `/api/establishments/relatorio.xlsx${period}`,
    prepare: withProfessionalPlan,
    expect: professionalOnly,
  },
  // The world's establishment has no picture: a public 404 for everybody.
  'GET /api/establishments/{id}/image': { url: est('/image'), expect: publicRoute },
  'DELETE /api/establishments/{id}/image': { url: est('/image'), expect: establishmentOwned },
  'GET /api/establishments/{id}/settings': { url: est('/settings'), expect: establishmentOwned },
  'PUT /api/establishments/{id}/settings': {
    url: est('/settings'),
    body: () => settings,
    expect: establishmentOwned,
  },
  'GET /api/establishments/{id}/export': { url: est('/export'), expect: establishmentOwned },

  'GET /api/queues/{id}': { url: queue(), expect: publicRoute },
  'GET /api/queues/{id}/grouped': { url: queue('/grouped'), expect: publicRoute },
  'GET /api/queues/{id}/clients': { url: queue('/clients'), expect: publicRoute },
  'PUT /api/queues/{id}': {
    url: queue(),
    body: () => ({ nome: 'Fila Renomeada' }),
    expect: establishmentOwned,
  },
  'DELETE /api/queues/{id}': { url: queue(), expect: establishmentOwned },
  'POST /api/queues/{id}/join': {
    url: queue('/join'),
    body: (w) => ({
      nome: 'Pessoa Nova',
      telefone: '11987654321',
      email: w.otherClient.email,
      isGroup: false,
    }),
    // Any client may join; the world's client already waits there, so theirs is the rule's 409.
    expect: { ...anyClient, client: 409 },
  },
  'DELETE /api/queues/{id}/leave': {
    url: queue('/leave'),
    // The other client is not in this queue: nothing of theirs to leave.
    expect: clientOwned,
  },
  'GET /api/queues/establishment/{id}': {
    url: (w) => `/api/queues/establishment/${w.establishment.id}`,
    expect: counter,
  },
  // The world's establishment has a plan with room for a second queue; the other one opens its first.
  'POST /api/queues/': {
    url: () => '/api/queues/',
    body: () => ({ nome: 'Outra Fila' }),
    prepare: withProfessionalPlan,
    expect: anyEstablishment,
  },
  'PUT /api/queues/{id}/status': {
    url: queue('/status'),
    body: () => ({ status: 'pausada' }),
    expect: counter,
  },
  'POST /api/queues/{id}/chamar-proximo': { url: queue('/chamar-proximo'), expect: counter },
  'GET /api/queues/{id}/tempo-espera': { url: queue('/tempo-espera'), expect: counter },
  'GET /api/queues/{id}/chamada-automatica/status': {
    url: queue('/chamada-automatica/status'),
    expect: counter,
  },
  'POST /api/queues/{id}/chamada-automatica/configurar': {
    url: queue('/chamada-automatica/configurar'),
    body: () => ({ ativar: true, intervalo: 5 }),
    expect: establishmentOwned,
  },
  // Nothing is due in a fresh queue: the owner reaches the rule (a 4xx about the queue), others never.
  'POST /api/queues/{id}/chamada-automatica/executar': {
    url: queue('/chamada-automatica/executar'),
    expect: { ...counter, attendant: 'open', establishment: 'open' },
  },
  'GET /api/queues/{id}/chamados-recentes': { url: queue('/chamados-recentes'), expect: counter },
  'POST /api/queues/{id}/tickets/{ticketId}/nao-compareceu': {
    url: (w) => `/api/queues/${w.queueId}/tickets/${w.ticketId}/nao-compareceu`,
    prepare: withCalledTicket,
    expect: counter,
  },
  // The called state and the queue's notice (decision 022): the owner's tools.
  'POST /api/queues/{id}/tickets/{ticketId}/chamar-novamente': {
    url: (w) => `/api/queues/${w.queueId}/tickets/${w.ticketId}/chamar-novamente`,
    prepare: withCalledTicket,
    expect: counter,
  },
  // 'Desfazer' of a call or of a mark, seconds after it (decision 051): the owner's alone.
  'POST /api/queues/{id}/tickets/{ticketId}/desfazer-chamada': {
    url: (w) => `/api/queues/${w.queueId}/tickets/${w.ticketId}/desfazer-chamada`,
    prepare: withCalledTicket,
    expect: counter,
  },
  'POST /api/queues/{id}/tickets/{ticketId}/desfazer-nao-compareceu': {
    url: (w) => `/api/queues/${w.queueId}/tickets/${w.ticketId}/desfazer-nao-compareceu`,
    prepare: withNoShowTicket,
    expect: counter,
  },
  'PUT /api/queues/{id}/broadcast': {
    url: queue('/broadcast'),
    body: () => ({ mensagem: 'Atraso de 15 min' }),
    expect: counter,
  },
  'DELETE /api/queues/{id}/broadcast': { url: queue('/broadcast'), expect: counter },
  // The QR poster and its short link (decision 026): the owner prints and regenerates, anyone opens it.
  'GET /api/queues/{id}/join-code': { url: queue('/join-code'), expect: establishmentOwned },
  'POST /api/queues/{id}/join-code': { url: queue('/join-code'), expect: establishmentOwned },
  'GET /api/queues/{id}/poster.pdf': { url: queue('/poster.pdf'), expect: establishmentOwned },
  'GET /api/queues/{id}/poster.png': { url: queue('/poster.png'), expect: establishmentOwned },
  'GET /api/join-codes/{code}': {
    prepare: withJoinCode,
    url: (w) => `/api/join-codes/${w.joinCode}`,
    expect: publicRoute,
  },
  'GET /api/queues/events': {
    url: (w) => `/api/queues/events?filas=${w.queueId}`,
    expect: publicRoute,
    coveredBy: 'modules/live (an endless stream)',
  },
  'GET /api/queues/{id}/events': {
    url: queue('/events'),
    expect: publicRoute,
    coveredBy: 'modules/live (an endless stream)',
  },

  'POST /api/establishments/{id}/panels': {
    url: est('/panels'),
    body: (w) => ({ filaId: w.queueId }),
    expect: establishmentOwned,
  },
  'GET /api/establishments/{id}/panels': { url: est('/panels'), expect: establishmentOwned },
  'DELETE /api/establishments/{id}/panels/{panelId}': {
    prepare: withPanel,
    url: (w) => `/api/establishments/${w.establishment.id}/panels/${w.panelId}`,
    expect: establishmentOwned,
  },
  'GET /api/panels/{token}': {
    prepare: withPanel,
    url: (w) => `/api/panels/${w.panelToken}`,
    expect: publicRoute,
  },
  'GET /api/panels/{token}/events': {
    prepare: withPanel,
    url: (w) => `/api/panels/${w.panelToken}/events`,
    expect: publicRoute,
    coveredBy: 'modules/panels (an endless stream)',
  },

  'GET /api/establishments/{id}/pontos': { url: est('/pontos'), expect: counter },
  'POST /api/establishments/{id}/pontos': {
    url: est('/pontos'),
    body: (w) => ({ nome: `Cadeira da matriz ${++pointNumber}`, filas: [w.queueId] }),
    expect: establishmentOwned,
  },
  'PUT /api/establishments/{id}/pontos/{pontoId}': {
    prepare: withServicePoint,
    url: (w) => `/api/establishments/${w.establishment.id}/pontos/${w.pointId}`,
    body: () => ({ nome: `Cadeira renomeada ${++pointNumber}` }),
    expect: establishmentOwned,
  },
  'DELETE /api/establishments/{id}/pontos/{pontoId}': {
    prepare: withServicePoint,
    url: (w) => `/api/establishments/${w.establishment.id}/pontos/${w.pointId}`,
    expect: establishmentOwned,
  },

  'POST /api/queues/{id}/convidados': {
    url: queue('/convidados'),
    headers: freshDevice,
    body: () => ({ nome: 'Gil Convidado', telefone: '11955554444', tamanhoGrupo: 2 }),
    expect: publicRoute,
  },
  'POST /api/queues/{id}/balcao': {
    url: queue('/balcao'),
    body: () => ({ nome: 'Seu Balcão' }),
    expect: counter,
  },
  'DELETE /api/queues/{id}/tickets/{ticketId}': {
    url: (w) => `/api/queues/${w.queueId}/tickets/${w.ticketId}`,
    expect: establishmentOwned,
  },
  // The link's secret is the key: whoever holds it reads and acts on the ticket, logged in or not.
  'GET /api/senha': {
    prepare: withGuestTicket,
    headers: guestHeaders,
    url: () => '/api/senha',
    expect: publicRoute,
  },
  'PUT /api/senha/aviso': {
    prepare: withGuestTicket,
    headers: guestHeaders,
    url: () => '/api/senha/aviso',
    body: () => ({ pessoas: 2 }),
    expect: publicRoute,
  },
  'POST /api/senha/push': {
    prepare: withGuestTicket,
    headers: guestHeaders,
    url: () => '/api/senha/push',
    body: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/matriz-convidado',
      keys: { p256dh: BROWSER_KEY, auth: 'a'.repeat(22) },
    }),
    expect: publicRoute,
  },
  'DELETE /api/senha/push': {
    prepare: withGuestTicket,
    headers: guestHeaders,
    url: () => '/api/senha/push',
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/matriz-convidado' }),
    expect: publicRoute,
  },
  'DELETE /api/senha': {
    prepare: withGuestTicket,
    headers: guestHeaders,
    url: () => '/api/senha',
    expect: publicRoute,
  },
  // A client holding the link takes the ticket into their account; once taken, the link says so to
  // anyone else (410) and opens nothing.
  'POST /api/senha/conta': {
    prepare: withGuestTicket,
    headers: guestHeaders,
    url: () => '/api/senha/conta',
    expect: {
      anonymous: 401,
      otherClient: '2xx',
      otherEstablishment: 403,
      attendant: 403,
      establishment: 403,
      client: 410,
    },
  },

  'POST /api/establishments/{id}/kiosks': {
    url: est('/kiosks'),
    body: (w) => ({ filaId: w.queueId }),
    expect: establishmentOwned,
  },
  'GET /api/establishments/{id}/kiosks': { url: est('/kiosks'), expect: establishmentOwned },
  'DELETE /api/establishments/{id}/kiosks/{kioskId}': {
    prepare: withKiosk,
    url: (w) => `/api/establishments/${w.establishment.id}/kiosks/${w.kioskId}`,
    expect: establishmentOwned,
  },
  'GET /api/quiosques/{token}': {
    prepare: withKiosk,
    url: (w) => `/api/quiosques/${w.kioskToken}`,
    expect: publicRoute,
  },
  'POST /api/quiosques/{token}/entradas': {
    prepare: withKiosk,
    url: (w) => `/api/quiosques/${w.kioskToken}/entradas`,
    body: (w) => ({ filaId: w.queueId, nome: 'Dona Quiosque', telefone: '11944443333' }),
    expect: publicRoute,
  },

  'GET /api/cep/{cep}': { url: () => '/api/cep/01310100', expect: publicRoute },
  'POST /api/contact': {
    url: () => '/api/contact',
    body: () => ({ nome: 'Carla', email: 'carla@exemplo.com', mensagem: 'Quero conhecer os planos.' }),
    expect: publicRoute,
  },
  'POST /api/feedback': {
    url: () => '/api/feedback',
    body: () => ({ mensagem: 'Muito bom!', pagina: '/faq' }),
    expect: publicRoute,
  },

  'POST /api/payments/advance-preference': {
    url: () => '/api/payments/advance-preference',
    body: (w) => ({ queueId: w.queueId, positions: 1 }),
    // The other client waits in no queue of theirs to advance in.
    expect: clientOwned,
  },
  'POST /payments/advance-preference': {
    url: () => '/payments/advance-preference',
    body: (w) => ({ queueId: w.queueId, positions: 1 }),
    expect: clientOwned,
  },
  'GET /api/payments/{id}': { url: (w) => `/api/payments/${w.paymentId}`, expect: clientOwned },
  'GET /api/payments/receita': { url: () => '/api/payments/receita', expect: anyEstablishment },
  'POST /api/payments/{id}/simulado/pagar': {
    url: (w) => `/api/payments/${w.paymentId}/simulado/pagar`,
    body: () => goodCard,
    expect: clientOwned,
  },
  'POST /api/payments/{id}/simulado/cancelar': {
    url: (w) => `/api/payments/${w.paymentId}/simulado/cancelar`,
    expect: clientOwned,
  },

  'GET /api/plans/status': { url: () => '/api/plans/status', expect: anyEstablishment },
  'GET /api/plans/payments': { url: () => '/api/plans/payments', expect: anyEstablishment },
  'GET /api/plans/payments/{id}': {
    url: (w) => `/api/plans/payments/${w.paymentId}`,
    prepare: withPlanPayment,
    expect: establishmentOwned,
  },
  'POST /api/plans/subscribe': {
    url: () => '/api/plans/subscribe',
    body: () => subscribeBody('essencial'),
    expect: anyEstablishment,
  },

  // Notifications (issue 16): the push key and channels are public; a browser subscribes for the caller's
  // own account; the near-turn threshold belongs to the client's own ticket.
  'GET /api/notifications/push-key': { url: () => '/api/notifications/push-key', expect: publicRoute },
  'GET /api/notifications/channels': { url: () => '/api/notifications/channels', expect: publicRoute },
  'POST /api/notifications/push-subscriptions': {
    url: () => '/api/notifications/push-subscriptions',
    body: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/matriz',
      keys: { p256dh: BROWSER_KEY, auth: 'a'.repeat(22) },
    }),
    expect: anySession,
  },
  'DELETE /api/notifications/push-subscriptions': {
    url: () => '/api/notifications/push-subscriptions',
    body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/matriz' }),
    expect: anySession,
  },
  'POST /api/notifications/unsubscribe': {
    url: () => '/api/notifications/unsubscribe',
    body: () => ({ token: 'c1.AAAAAAAAAAAAAAAAAAAAAA' }),
    expect: publicRoute,
  },
  // The team (decision 070): a Dono's, never an Atendente's; the invitation link's calls are public.
  'GET /api/equipe': { url: () => '/api/equipe', expect: { ...anyEstablishment, attendant: 403 } },
  // The other establishment has no plan: no seat for anyone.
  'POST /api/equipe/convites': {
    url: () => '/api/equipe/convites',
    body: () => ({ nome: 'Pessoa Nova', email: freshInvitee(), papel: 'atendente' }),
    prepare: withProfessionalPlan,
    expect: { ...establishmentOwned, otherEstablishment: 403 },
  },
  'POST /api/equipe/convites/{id}/reenviar': {
    url: (w) => `/api/equipe/convites/${w.invitationId}/reenviar`,
    prepare: withInvitation,
    expect: establishmentOwned,
  },
  'DELETE /api/equipe/convites/{id}': {
    url: (w) => `/api/equipe/convites/${w.invitationId}`,
    prepare: withInvitation,
    expect: establishmentOwned,
  },
  'PUT /api/equipe/membros/{id}/papel': {
    url: (w) => `/api/equipe/membros/${w.attendant.memberId}/papel`,
    body: () => ({ papel: 'dono' }),
    expect: establishmentOwned,
  },
  'POST /api/equipe/membros/{id}/desativar': {
    url: (w) => `/api/equipe/membros/${w.attendant.memberId}/desativar`,
    expect: establishmentOwned,
  },
  'POST /api/equipe/convite/verificar': {
    url: () => '/api/equipe/convite/verificar',
    prepare: withInvitation,
    body: (w) => ({ token: w.invitationToken }),
    expect: publicRoute,
  },
  // The first caller sets the password; everyone after is told the link was used (410).
  'POST /api/equipe/convite/aceitar': {
    url: () => '/api/equipe/convite/aceitar',
    prepare: withInvitation,
    body: (w) => ({ token: w.invitationToken, senha: 'Equipe123' }),
    expect: publicRoute,
  },

  'GET /api/queues/{id}/notice': { url: queue('/notice'), expect: clientOwned },
  'PUT /api/queues/{id}/notice': { url: queue('/notice'), body: () => ({ pessoas: 2 }), expect: clientOwned },
};
