import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
// Brings in the app's typing of `app.services`, read by the registration helpers below.
import type {} from '../app';

/** Valid registration payloads; spread and override to build each case. Documents have real check digits. */
export function clientPayload(overrides: Record<string, unknown> = {}) {
  return {
    nome_usuario: 'Maria Oliveira',
    cpf: '529.982.247-25',
    data_nascimento: '15/03/1990',
    telefone_usuario: '(11) 98765-4321',
    email_usuario: 'maria@exemplo.com',
    senha_usuario: 'Segura123',
    cep_usuario: '01310-100',
    endereco_usuario: 'Avenida Paulista',
    numero_usuario: '1000',
    bairro_usuario: 'Bela Vista',
    cidade_usuario: 'São Paulo',
    uf_usuario: 'SP',
    ...overrides,
  };
}

export function establishmentPayload(overrides: Record<string, unknown> = {}) {
  return {
    nome_empresa: 'Barbearia Central LTDA',
    cnpj: '11.222.333/0001-81',
    cep_empresa: '01310-100',
    endereco_empresa: 'Rua Augusta',
    numero_empresa: '200',
    telefone_empresa: '',
    email_empresa: 'contato@barbearia.com',
    senha_empresa: 'Segura123',
    ...overrides,
  };
}

/** Another valid CPF and CNPJ for a second account. */
export const OTHER_CPF = '111.444.777-35';
export const OTHER_CNPJ = '11.444.777/0001-61';

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function registerClient(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register/user',
    payload: clientPayload(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  // The answer names nobody (an existing e-mail gets the same one): the test reads the account itself.
  const row = await app.services.users.findByEmail(String(clientPayload(overrides).email_usuario));
  expect(row, 'a conta foi criada').toBeTruthy();
  return { id: row!.id, email: row!.email };
}

export async function registerEstablishment(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register/establishment',
    payload: establishmentPayload(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  const row = await app.services.establishments.findByEmail(
    String(establishmentPayload(overrides).email_empresa),
  );
  expect(row, 'a conta foi criada').toBeTruthy();
  return { id: row!.id, email: row!.email };
}

export async function logInClient(app: FastifyInstance, email = 'maria@exemplo.com', password = 'Segura123') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/user',
    payload: { email_usuario: email, senha_usuario: password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { token: string; user: { id: number } };
}

export async function logInEstablishment(
  app: FastifyInstance,
  email = 'contato@barbearia.com',
  password = 'Segura123',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/establishment',
    payload: { email_empresa: email, senha_empresa: password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { token: string; user: { id: number } };
}
