import { expect, it } from 'vitest';
import { freshCnpj, freshCpf } from '../../test-support/documents';
import { bearer } from '../../test-support/fixtures';
import { newClient, newEstablishment } from '../../test-support/queue-fixtures';
import { describeEachDialect } from '../../test-support/test-app';

const clientProfile = (overrides: Record<string, unknown> = {}) => ({
  nome_usuario: 'Ana Souza',
  cpf: freshCpf(),
  telefone_usuario: '(11) 91234-5678',
  cep_usuario: '01310-100',
  endereco_usuario: 'Avenida Paulista',
  numero_usuario: '1000',
  bairro_usuario: 'Bela Vista',
  cidade_usuario: 'São Paulo',
  uf_usuario: 'sp',
  ...overrides,
});

const companyProfile = (overrides: Record<string, unknown> = {}) => ({
  nome_empresa: 'Barbearia Nova LTDA',
  cnpj: freshCnpj(),
  telefone_empresa: '(11) 3333-4444',
  cep_empresa: '01310-100',
  endereco_empresa: 'Rua Augusta',
  numero_empresa: '200',
  bairro_empresa: 'Consolação',
  cidade_empresa: 'São Paulo',
  uf_empresa: 'SP',
  descricao_empresa: 'Cortes clássicos',
  ...overrides,
});

describeEachDialect('profiles: the owner reads and changes their own data', (ctx) => {
  it('updates a client profile with canonical values, and only for the client themself', async () => {
    const { app } = ctx();
    const ana = await newClient(app);
    const bia = await newClient(app);
    const owner = await newEstablishment(app);
    const body = clientProfile();
    for (const [headers, status] of [
      [{}, 401],
      [bearer(bia.token), 403],
      [bearer(owner.token), 403],
    ] as const) {
      const refused = await app.inject({
        method: 'PUT',
        url: `/api/users/${ana.id}`,
        headers,
        payload: body,
      });
      expect(refused.statusCode).toBe(status);
    }
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/users/${ana.id}`,
      headers: bearer(ana.token),
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Dados atualizados com sucesso!',
      data: {
        nome_usuario: 'Ana Souza',
        telefone_usuario: '11912345678',
        cep_usuario: '01310100',
        uf_usuario: 'SP',
        email_usuario: ana.email,
      },
    });
    const read = await app.inject({ method: 'GET', url: `/api/users/${ana.id}`, headers: bearer(ana.token) });
    expect(read.json().data.cpf).toBe(body.cpf.replace(/\D/g, ''));
  });

  it('says what is wrong with each client field, refuses another account CPF, and changes nothing', async () => {
    const { app } = ctx();
    const ana = await newClient(app, 'Ana Original');
    const bia = await newClient(app);
    const biaCpf = (
      await app.inject({ method: 'GET', url: `/api/users/${bia.id}`, headers: bearer(bia.token) })
    ).json().data.cpf;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nome_usuario: ' ' }, 'nome_usuario', 'Nome obrigatório'],
      [{ cpf: '' }, 'cpf', 'CPF obrigatório'],
      [{ cpf: '123' }, 'cpf', 'CPF inválido (apenas números)'],
      [{ telefone_usuario: '' }, 'telefone_usuario', 'Telefone obrigatório'],
      [{ cep_usuario: '' }, 'cep_usuario', 'CEP obrigatório'],
      [{ endereco_usuario: '' }, 'endereco_usuario', 'Endereço obrigatório'],
      [{ bairro_usuario: '' }, 'bairro_usuario', 'Bairro obrigatório'],
      [{ cidade_usuario: '' }, 'cidade_usuario', 'Cidade obrigatória'],
      [{ uf_usuario: '' }, 'uf_usuario', 'UF obrigatória'],
      [{ numero_usuario: '' }, 'numero_usuario', 'Número obrigatório'],
    ];
    for (const [override, campo, mensagem] of cases) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/users/${ana.id}`,
        headers: bearer(ana.token),
        payload: clientProfile({ ...override, nome_usuario: override.nome_usuario ?? 'Ana Mudada' }),
      });
      expect(response.statusCode, campo).toBe(400);
      expect(response.json().errors).toContainEqual({ campo, mensagem });
    }
    const taken = await app.inject({
      method: 'PUT',
      url: `/api/users/${ana.id}`,
      headers: bearer(ana.token),
      payload: clientProfile({ cpf: biaCpf, nome_usuario: 'Ana Mudada' }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ campo: 'cpf', mensagem: 'CPF já cadastrado em outra conta' }]);
    const read = await app.inject({ method: 'GET', url: `/api/users/${ana.id}`, headers: bearer(ana.token) });
    expect(read.json().data.nome_usuario).toBe('Ana Original');
  });

  it('updates the company as JSON, with a message per wrong field, only for its owner', async () => {
    const { app } = ctx();
    const owner = await newEstablishment(app);
    const other = await newEstablishment(app);
    const client = await newClient(app);
    for (const [token, status] of [
      [other.token, 403],
      [client.token, 403],
    ] as const) {
      const refused = await app.inject({
        method: 'PUT',
        url: `/api/establishments/${owner.id}`,
        headers: bearer(token),
        payload: companyProfile(),
      });
      expect(refused.statusCode).toBe(status);
    }
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/establishments/${owner.id}`,
      headers: bearer(owner.token),
      payload: companyProfile({ descricao_empresa: '' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      nome_empresa: 'Barbearia Nova LTDA',
      descricao_empresa: '',
      imagem_url: null,
    });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nome_empresa: '' }, 'nome_empresa', 'Razão Social obrigatória'],
      [{ cnpj: '' }, 'cnpj', 'CNPJ obrigatório'],
      [{ cnpj: '1234' }, 'cnpj', 'CNPJ inválido (apenas números)'],
      [{ telefone_empresa: '' }, 'telefone_empresa', 'Telefone obrigatório'],
      [{ bairro_empresa: '' }, 'bairro_empresa', 'Bairro obrigatório'],
      [{ uf_empresa: '' }, 'uf_empresa', 'UF obrigatória'],
      [{ numero_empresa: '' }, 'numero_empresa', 'Número obrigatório'],
    ];
    for (const [override, campo, mensagem] of cases) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/establishments/${owner.id}`,
        headers: bearer(owner.token),
        payload: companyProfile(override),
      });
      expect(response.statusCode, campo).toBe(400);
      expect(response.json().errors).toContainEqual({ campo, mensagem });
    }
  });
});
