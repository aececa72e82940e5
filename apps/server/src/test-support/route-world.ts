import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../auth/password-hashing';
import { startSession } from '../modules/auth/start-session';
import { freshCnpj, freshCpf } from './documents';
import { bearer } from './fixtures';
import type { Account } from './queue-fixtures';

/**
 * Everything a route can be asked about, owned by `client` and `establishment`, plus an `other` of each
 * role who owns nothing of theirs: the establishment's queue with a filler at position 1 and the client at
 * 2, and a pending advance payment of the client. Accounts are rows with one shared password hash and real
 * sessions, so a fresh world per route costs milliseconds, not a scrypt per account.
 */
export interface RouteWorld {
  client: Account;
  otherClient: Account;
  establishment: Account;
  otherEstablishment: Account;
  /** An Atendente of `establishment`'s team (decision 070): the counter's routes only. */
  attendant: Account & { memberId: number };
  queueId: number;
  ticketId: number;
  paymentId: string;
  /** Set by the rows that need the queue's short join code (issue 17). */
  joinCode?: string;
  /** Set by the rows that need a TV panel link (issue 17). */
  panelId?: number;
  panelToken?: string;
  /** Set by the rows of a guest's ticket page (decision 068): the link's secret. */
  guestToken?: string;
  /** Set by the rows that need a kiosk link (decision 068). */
  kioskId?: number;
  kioskToken?: string;
  /** Set by the rows of the team's invitations (decision 070): its id and its link's secret. */
  invitationId?: number;
  invitationToken?: string;
  /** Set by the rows that need a service point of the establishment (issue 37). */
  pointId?: number;
}

export const WORLD_PASSWORD = 'Segura123';
let sharedHash: Promise<string> | null = null;
let counter = 0;

export async function newClientRow(app: FastifyInstance, name: string): Promise<Account> {
  sharedHash ??= hashPassword(WORLD_PASSWORD);
  const email = `mundo${++counter}${Date.now().toString(36)}@exemplo.com`;
  const now = app.services.clock.now();
  const row = await app.services.users.insert({
    name,
    cpf: freshCpf(),
    birth_date: '1990-01-01',
    phone: '11987654321',
    email,
    password_hash: await sharedHash,
    cep: '01310100',
    street: 'Avenida Paulista',
    number: '1',
    district: 'Bela Vista',
    city: 'São Paulo',
    uf: 'SP',
    created_at: now,
    updated_at: now,
  });
  const token = await startSession(app.services, { userType: 'cliente', userId: row.id, userAgent: 'test' });
  return { id: row.id, token, email, name };
}

export async function newEstablishmentRow(app: FastifyInstance, name: string): Promise<Account> {
  sharedHash ??= hashPassword(WORLD_PASSWORD);
  const email = `empresa${++counter}${Date.now().toString(36)}@exemplo.com`;
  const now = app.services.clock.now();
  const row = await app.services.establishments.insert({
    legal_name: name,
    cnpj: freshCnpj(),
    email,
    password_hash: await sharedHash,
    phone: '',
    cep: '01310100',
    street: 'Rua Augusta',
    number: '200',
    district: 'Consolação',
    city: 'São Paulo',
    uf: 'SP',
    description: '',
    category: '',
    created_at: now,
    updated_at: now,
    deleted_at: null,
  });
  const token = await startSession(app.services, {
    userType: 'estabelecimento',
    userId: row.id,
    userAgent: 'test',
  });
  return { id: row.id, token, email, name };
}

/** An active Atendente of the establishment, written as a row with the shared hash, and a session of theirs. */
export async function newAttendantRow(
  app: FastifyInstance,
  establishmentId: number,
): Promise<Account & { memberId: number }> {
  sharedHash ??= hashPassword(WORLD_PASSWORD);
  const email = `atendente${++counter}${Date.now().toString(36)}@exemplo.com`;
  const now = app.services.clock.now();
  const name = 'Joana Atendente';
  const memberId = await app.services.team.insertMember({
    establishment_id: establishmentId,
    email,
    name,
    role: 'atendente',
    password_hash: await sharedHash,
    created_at: now,
    updated_at: now,
  });
  const token = await startSession(app.services, {
    userType: 'estabelecimento',
    userId: establishmentId,
    userAgent: 'test',
    member: { id: memberId, role: 'atendente' },
  });
  return { id: establishmentId, token, email, name, memberId };
}

async function ok(app: FastifyInstance, method: 'POST', url: string, token: string, payload: object) {
  const response = await app.inject({ method, url, headers: bearer(token), payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json().data;
}

export async function buildRouteWorld(app: FastifyInstance): Promise<RouteWorld> {
  const client = await newClientRow(app, 'Dona Cliente Silva');
  const otherClient = await newClientRow(app, 'Outro Cliente Souza');
  const filler = await newClientRow(app, 'Primeira Pessoa Lima');
  const establishment = await newEstablishmentRow(app, 'Barbearia Dona LTDA');
  const otherEstablishment = await newEstablishmentRow(app, 'Padaria Outra LTDA');
  const queue = await ok(app, 'POST', '/api/queues', establishment.token, { nome: 'Fila Principal' });
  const join = (who: Account) =>
    ok(app, 'POST', `/api/queues/${queue.id}/join`, who.token, {
      nome: who.name,
      telefone: '11987654321',
      email: who.email,
      isGroup: false,
    });
  await join(filler);
  const ticket = await join(client);
  const payment = await ok(app, 'POST', '/api/payments/advance-preference', client.token, {
    queueId: queue.id,
    positions: 1,
  });
  return {
    client,
    otherClient,
    establishment,
    otherEstablishment,
    attendant: await newAttendantRow(app, establishment.id),
    queueId: queue.id,
    ticketId: ticket.ticketId,
    paymentId: payment.paymentId,
  };
}
