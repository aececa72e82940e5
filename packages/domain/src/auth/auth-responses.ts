import { TEAM_ROLES } from '../team/team-roles';
import { z } from '../zod';

/** What the authentication routes answer (session-user.ts describes the login's user fields). */

const clientSessionUserSchema = z.object({
  id: z.number(),
  userType: z.literal('cliente'),
  nome: z.string(),
  nome_usuario: z.string(),
  email: z.string(),
  email_usuario: z.string(),
  telefone: z.string(),
  telefone_usuario: z.string(),
  data_nascimento: z.string(),
  cidade: z.string(),
  cidade_usuario: z.string(),
  bairro: z.string(),
  bairro_usuario: z.string(),
  uf: z.string(),
  uf_usuario: z.string(),
});

const establishmentSessionUserSchema = z.object({
  id: z.number(),
  userType: z.literal('estabelecimento'),
  nome: z.string(),
  nome_empresa: z.string(),
  nome_fantasia: z.string().nullable(),
  email: z.string(),
  email_empresa: z.string(),
  telefone: z.string(),
  telefone_empresa: z.string(),
  cnpj: z.string(),
  categoria: z.string(),
  cidade: z.string(),
  cidade_empresa: z.string(),
  bairro: z.string(),
  bairro_empresa: z.string(),
  uf: z.string(),
  uf_empresa: z.string(),
  papel: z.enum(TEAM_ROLES),
  membro: z.object({ id: z.number(), nome: z.string() }).nullable(),
});

/** The login's `data`: the bearer token and who it belongs to. */
export const loginDataSchema = z.object({
  token: z.string().describe('JWT para o cabeçalho Authorization: Bearer'),
  user: z.union([clientSessionUserSchema, establishmentSessionUserSchema]),
});

export const loggedOutEverywhereSchema = z.object({ sessoesEncerradas: z.number() });

export const validCnpjSchema = z.object({ cnpj: z.string(), razao_social: z.string() });

export const resetTokenCheckSchema = z.object({ userType: z.enum(['cliente', 'estabelecimento']) });
