import { expect, it } from 'vitest';
import { clientPayload, establishmentPayload, OTHER_CNPJ, OTHER_CPF } from '../../test-support/fixtures';
import { describeEachDialect } from '../../test-support/test-app';
import { deliverOutbox } from '../outbox/deliver-outbox';

describeEachDialect('registration', (ctx) => {
  it('registers a client, storing canonical values and never returning the password', async () => {
    const { app } = ctx();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register/user',
      payload: clientPayload(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true, message: 'Cadastro realizado com sucesso!' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/user',
      payload: { email_usuario: 'maria@exemplo.com', senha_usuario: 'Segura123' },
    });
    expect(login.json().data.user).toMatchObject({
      userType: 'cliente',
      nome_usuario: 'Maria Oliveira',
      email_usuario: 'maria@exemplo.com',
      telefone_usuario: '11987654321',
      data_nascimento: '1990-03-15',
      uf: 'SP',
    });
    expect(login.body).not.toContain('Segura123');
    expect(login.body).not.toContain('scrypt');
  });

  it('registers an establishment without a phone', async () => {
    const { app } = ctx();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register/establishment',
      payload: establishmentPayload(),
    });
    expect(response.statusCode).toBe(201);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/establishment',
      payload: { email_empresa: 'contato@barbearia.com', senha_empresa: 'Segura123' },
    });
    expect(login.json().data.user).toMatchObject({
      userType: 'estabelecimento',
      nome_empresa: 'Barbearia Central LTDA',
      cnpj: '11222333000181',
      telefone_empresa: '',
    });
  });

  it('answers an e-mail that has an account (any case) exactly like a new one, keeps the account and tells its owner once a day', async () => {
    const { app, outbox, clock } = ctx();
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/register/user',
      payload: clientPayload(),
    });
    const again = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register/user',
        payload: clientPayload({
          cpf: OTHER_CPF,
          email_usuario: 'MARIA@exemplo.com',
          senha_usuario: 'Outra1234',
        }),
      });
    const sameEmail = await again();
    expect(sameEmail.statusCode).toBe(first.statusCode);
    expect(sameEmail.body).toBe(first.body);
    await again();
    await deliverOutbox(app.services);
    const told = (await outbox()).filter((m) => m.subject.startsWith('Tentativa de cadastro'));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ to: 'maria@exemplo.com', links: ['http://vez.test/login'] });
    expect(told[0]!.text).toContain('Olá, Maria Oliveira!');
    expect(told[0]!.text).not.toContain('Outra1234');
    clock.advance(24 * 3_600_000);
    await again();
    await deliverOutbox(app.services);
    expect((await outbox()).filter((m) => m.subject.startsWith('Tentativa de cadastro'))).toHaveLength(2);

    const login = (senha_usuario: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login/user',
        payload: { email_usuario: 'maria@exemplo.com', senha_usuario },
      });
    expect((await login('Segura123')).statusCode).toBe(200);
    expect((await login('Outra1234')).statusCode).toBe(401);
    // The other CPF was not taken by the attempt: it can still register.
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/register/user',
      payload: clientPayload({ cpf: OTHER_CPF, email_usuario: 'joao@exemplo.com' }),
    });
    expect(other.statusCode).toBe(201);
  });

  it('refuses a duplicate CPF with 409 (a new e-mail learns nothing about other e-mails)', async () => {
    const { app } = ctx();
    await app.inject({ method: 'POST', url: '/api/auth/register/user', payload: clientPayload() });
    const sameCpf = await app.inject({
      method: 'POST',
      url: '/api/auth/register/user',
      payload: clientPayload({ email_usuario: 'outra@exemplo.com' }),
    });
    expect(sameCpf.statusCode).toBe(409);
    expect(sameCpf.json().message).toBe('CPF já cadastrado');
  });

  it('refuses a duplicate CNPJ, and answers an existing establishment e-mail like a new one', async () => {
    const { app, outbox } = ctx();
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/register/establishment',
      payload: establishmentPayload(),
    });
    const sameCnpj = await app.inject({
      method: 'POST',
      url: '/api/auth/register/establishment',
      payload: establishmentPayload({ email_empresa: 'outro@barbearia.com' }),
    });
    expect(sameCnpj.json()).toMatchObject({ success: false, message: 'CNPJ já cadastrado' });
    const sameEmail = await app.inject({
      method: 'POST',
      url: '/api/auth/register/establishment',
      payload: establishmentPayload({ cnpj: OTHER_CNPJ }),
    });
    expect(sameEmail.statusCode).toBe(201);
    expect(sameEmail.body).toBe(first.body);
    await deliverOutbox(app.services);
    const told = (await outbox()).filter((m) => m.subject.startsWith('Tentativa de cadastro'));
    expect(told.map((m) => [m.to, m.links[0]])).toEqual([
      ['contato@barbearia.com', 'http://vez.test/login-estab'],
    ]);
  });

  it('names the broken rule in Portuguese with a 400 and stores nothing', async () => {
    const { app } = ctx();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cpf: '123.456.789-00' }, 'cpf', 'CPF inválido'],
      [{ cpf: '1234' }, 'cpf', 'CPF inválido (apenas números)'],
      [{ email_usuario: 'maria' }, 'email_usuario', 'E-mail inválido'],
      [{ senha_usuario: 'curta1A' }, 'senha_usuario', 'Mínimo 8 caracteres'],
      [{ senha_usuario: 'semnumeroaqui' }, 'senha_usuario', 'Deve conter maiúscula, minúscula e número'],
      [{ cep_usuario: '0131' }, 'cep_usuario', 'CEP inválido'],
      [{ telefone_usuario: '1234' }, 'telefone_usuario', 'Telefone inválido'],
      [{ data_nascimento: '31/02/1990' }, 'data_nascimento', 'Data de nascimento inválida'],
      [{ uf_usuario: 'XX' }, 'uf_usuario', 'UF inválida'],
      [{ nome_usuario: '' }, 'nome_usuario', 'Nome obrigatório'],
      [{ cpf: 12345678909 }, 'cpf', 'Valor inválido: envie um texto'],
      [{ cpf: undefined }, 'cpf', 'CPF obrigatório'],
    ];
    for (const [override, field, message] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register/user',
        payload: clientPayload(override),
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, message });
      expect(body.errors).toContainEqual({ campo: field, mensagem: message });
    }
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/user',
      payload: { email_usuario: 'maria@exemplo.com', senha_usuario: 'Segura123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('uses the establishment messages of the spec', async () => {
    const { app } = ctx();
    const cases: [Record<string, unknown>, string][] = [
      [{ nome_empresa: ' ' }, 'Razão Social obrigatória'],
      [{ cnpj: '' }, 'CNPJ obrigatório'],
      [{ cnpj: '112223330001' }, 'CNPJ inválido (apenas números)'],
      [{ cnpj: '11222333000182' }, 'CNPJ inválido'],
      [{ cep_empresa: '' }, 'CEP obrigatório'],
      [{ endereco_empresa: '' }, 'Endereço obrigatório'],
      [{ email_empresa: '' }, 'E-mail obrigatório'],
      [{ senha_empresa: '' }, 'Senha obrigatória'],
    ];
    for (const [override, message] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register/establishment',
        payload: establishmentPayload(override),
      });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('refuses control characters (NUL) with a 400 on every database instead of failing to store them', async () => {
    const { app } = ctx();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register/establishment',
      payload: establishmentPayload({ nome_empresa: 'Teste\u0000LTDA' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Caracteres inválidos no texto' });
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { nome: 'A', email: 'a@b.com', mensagem: 'oi\u0000' },
    });
    expect(contact.statusCode).toBe(400);
  });

  it('answers a malformed or missing body with a 400 in Portuguese', async () => {
    const { app } = ctx();
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/register/user',
      headers: { 'content-type': 'application/json' },
      payload: '{"nome_usuario": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      success: false,
      message: 'Corpo da requisição inválido: JSON malformado',
    });

    const empty = await app.inject({ method: 'POST', url: '/api/auth/register/user' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().success).toBe(false);

    const array = await app.inject({ method: 'POST', url: '/api/auth/register/user', payload: [1, 2] });
    expect(array.statusCode).toBe(400);
    expect(JSON.stringify(array.json())).not.toMatch(/Invalid input|expected/);
  });

  it('lets only one of two simultaneous registrations with the same e-mail through', async () => {
    const { app } = ctx();
    const [a, b] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/auth/register/user', payload: clientPayload() }),
      app.inject({
        method: 'POST',
        url: '/api/auth/register/user',
        payload: clientPayload({ cpf: OTHER_CPF }),
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await app.services.database.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });
});
