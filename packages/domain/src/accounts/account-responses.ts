import { z } from '../zod';

/** The account routes' answers: profiles (the original API's field names), settings, 'Baixar meus dados'. */

export const clientProfileViewSchema = z.object({
  id: z.number(),
  nome_usuario: z.string(),
  cpf: z.string(),
  data_nascimento: z.string(),
  telefone_usuario: z.string(),
  email_usuario: z.string(),
  cep_usuario: z.string(),
  endereco_usuario: z.string(),
  numero_usuario: z.string(),
  bairro_usuario: z.string(),
  cidade_usuario: z.string(),
  uf_usuario: z.string(),
});

/** The public page of an establishment; its owner also gets `cnpj` and `email_empresa`. */
export const establishmentViewSchema = z.object({
  id: z.number(),
  nome_empresa: z.string().describe('razão social'),
  nome_fantasia: z
    .string()
    .nullable()
    .describe('null: sem nome fantasia; mostre o nome_empresa (decisão 056)'),
  categoria: z.string(),
  telefone_empresa: z.string(),
  cep_empresa: z.string(),
  endereco_empresa: z.string(),
  numero_empresa: z.string(),
  bairro_empresa: z.string(),
  cidade_empresa: z.string(),
  uf_empresa: z.string(),
  descricao_empresa: z.string(),
  descricao: z.string(),
  status: z.string().describe('ativo (com fila aberta) ou inativo'),
  filas: z.number(),
  pessoas: z.number(),
  tempo_medio_espera: z.number(),
  imagem_url: z.string().nullable(),
  cnpj: z.string().optional(),
  email_empresa: z.string().optional(),
});

/**
 * The account's settings (AccountSettings in profile-schemas.ts: notificacoes, notificacoesEmail,
 * backupAutomatico and the notification choices), as a map so a new setting needs no second list here.
 */
export const accountSettingsViewSchema = z
  .record(z.string(), z.union([z.boolean(), z.number(), z.string()]))
  .describe('configuração → valor (ver AccountSettings)');

const exportedSession = z.object({
  criadaEm: z.string().nullable(),
  expiraEm: z.string().nullable(),
  encerradaEm: z.string().nullable(),
  navegador: z.string(),
});
/** Rows of the history, as stored (queues joined, payments…): listed field by field in the file itself. */
const exportedRows = z.array(z.record(z.string(), z.unknown()));

/** 'Baixar meus dados' (LGPD): everything kept about the account, as a JSON attachment. */
export const accountExportSchema = z.union([
  z.object({
    conta: clientProfileViewSchema.extend({ criadaEm: z.string().nullable() }),
    geradoEm: z.string().nullable(),
    configuracoes: accountSettingsViewSchema,
    sessoes: z.array(exportedSession),
    filas: exportedRows,
    pagamentos: exportedRows,
  }),
  z.object({
    empresa: establishmentViewSchema.extend({ criadaEm: z.string().nullable() }),
    geradoEm: z.string().nullable(),
    configuracoes: accountSettingsViewSchema,
    sessoes: z.array(exportedSession),
    filas: exportedRows,
    planos: exportedRows,
    pagamentosDePlanos: exportedRows,
  }),
]);
