// Plain lists the auth pages need at render time (default values, where server messages go), kept apart
// from the zod schemas so a page bundles no schema library (issue 18). The schema modules check, by type,
// that these lists name exactly their fields; auth-form-fields.test.ts checks the order as well.

/** "Não sei" lets the server look the address up in both account types. */
export const ACCOUNT_TYPE_CHOICES = ['cliente', 'estabelecimento', 'nao-sei'] as const;

export const REGISTER_CLIENT_FIELDS = [
  'nome_usuario',
  'cpf',
  'data_nascimento',
  'telefone_usuario',
  'email_usuario',
  'senha_usuario',
  'cep_usuario',
  'endereco_usuario',
  'numero_usuario',
  'bairro_usuario',
  'cidade_usuario',
  'uf_usuario',
  'confirmar_senha',
] as const;

export const REGISTER_ESTABLISHMENT_FIELDS = [
  'nome_empresa',
  'nome_fantasia',
  'cnpj',
  'categoria',
  'cep_empresa',
  'endereco_empresa',
  'numero_empresa',
  'bairro_empresa',
  'cidade_empresa',
  'uf_empresa',
  'telefone_empresa',
  'email_empresa',
  'senha_empresa',
  'confirmar_senha',
] as const;

/** Every field empty: the registration forms' default values. */
export function emptyValues<Field extends string>(fields: readonly Field[]): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, ''])) as Record<Field, string>;
}
