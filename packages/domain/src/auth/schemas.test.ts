import { describe, expect, it } from 'vitest';
import { registerClientSchema, registerEstablishmentSchema } from './schemas';

const client = {
  nome_usuario: ' Ana Souza ',
  cpf: '529.982.247-25',
  data_nascimento: '15/03/1990',
  telefone_usuario: '(11) 98765-4321',
  email_usuario: ' Ana@Exemplo.com ',
  senha_usuario: 'Segura123',
  cep_usuario: '01310-100',
  endereco_usuario: 'Avenida Paulista',
  numero_usuario: '1000',
  cidade_usuario: 'São Paulo',
  uf_usuario: 'sp',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('client registration payload', () => {
  it('normalises masked input into canonical values', () => {
    const parsed = registerClientSchema.parse(client);
    expect(parsed).toMatchObject({
      nome_usuario: 'Ana Souza',
      cpf: '52998224725',
      data_nascimento: '1990-03-15',
      telefone_usuario: '11987654321',
      email_usuario: 'ana@exemplo.com',
      cep_usuario: '01310100',
      uf_usuario: 'SP',
      bairro_usuario: '',
    });
  });

  it('explains each broken rule in Portuguese', () => {
    expect(firstMessage(registerClientSchema.safeParse({ ...client, cpf: '123' }))).toBe(
      'CPF inválido (apenas números)',
    );
    expect(firstMessage(registerClientSchema.safeParse({ ...client, cpf: '52998224724' }))).toBe(
      'CPF inválido',
    );
    expect(firstMessage(registerClientSchema.safeParse({ ...client, email_usuario: 'ana@' }))).toBe(
      'E-mail inválido',
    );
    expect(firstMessage(registerClientSchema.safeParse({ ...client, cep_usuario: '123' }))).toBe(
      'CEP inválido',
    );
    expect(firstMessage(registerClientSchema.safeParse({ ...client, nome_usuario: '   ' }))).toBe(
      'Nome obrigatório',
    );
    expect(firstMessage(registerClientSchema.safeParse({ ...client, uf_usuario: 'ZZ' }))).toBe('UF inválida');
  });
});

describe('establishment registration payload', () => {
  const establishment = {
    nome_empresa: 'Barbearia do Zé LTDA',
    cnpj: '11.222.333/0001-81',
    cep_empresa: '01310100',
    endereco_empresa: 'Rua Augusta, 10',
    telefone_empresa: '',
    email_empresa: 'ze@barbearia.com',
    senha_empresa: 'Segura123',
  };

  it('accepts an empty phone and fills optional address parts', () => {
    const parsed = registerEstablishmentSchema.parse(establishment);
    expect(parsed.telefone_empresa).toBe('');
    expect(parsed.cnpj).toBe('11222333000181');
    expect(parsed.uf_empresa).toBe('');
  });

  it('uses the spec messages for the CNPJ and the password', () => {
    expect(firstMessage(registerEstablishmentSchema.safeParse({ ...establishment, cnpj: '' }))).toBe(
      'CNPJ obrigatório',
    );
    expect(firstMessage(registerEstablishmentSchema.safeParse({ ...establishment, cnpj: '1122' }))).toBe(
      'CNPJ inválido (apenas números)',
    );
    expect(
      firstMessage(registerEstablishmentSchema.safeParse({ ...establishment, senha_empresa: 'fraca' })),
    ).toBe('Mínimo 8 caracteres');
    expect(
      firstMessage(registerEstablishmentSchema.safeParse({ ...establishment, nome_empresa: undefined })),
    ).toBe('Razão Social obrigatória');
  });
});

describe('text fields', () => {
  it('refuse control characters such as NUL, which PostgreSQL cannot store', () => {
    const result = registerEstablishmentSchema.safeParse({
      nome_empresa: 'Teste\u0000LTDA',
      cnpj: '11222333000181',
      cep_empresa: '01310100',
      endereco_empresa: 'Rua A',
      email_empresa: 'a@b.com',
      senha_empresa: 'Segura123',
    });
    expect(firstMessage(result)).toBe('Caracteres inválidos no texto');
  });

  it('tell a missing field from a field of the wrong type', () => {
    expect(firstMessage(registerClientSchema.safeParse({ ...client, cpf: undefined }))).toBe(
      'CPF obrigatório',
    );
    expect(firstMessage(registerClientSchema.safeParse({ ...client, cpf: 52998224725 }))).toBe(
      'Valor inválido: envie um texto',
    );
  });
});
