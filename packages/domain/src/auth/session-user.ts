import type { TeamRole } from '../team/team-roles';
import type { UserType } from './schemas';

/** The user part of a login answer for a client: plain names plus their _usuario variants. */
export interface ClientSessionUser {
  id: number;
  userType: 'cliente';
  nome: string;
  nome_usuario: string;
  email: string;
  email_usuario: string;
  telefone: string;
  telefone_usuario: string;
  data_nascimento: string;
  cidade: string;
  cidade_usuario: string;
  bairro: string;
  bairro_usuario: string;
  uf: string;
  uf_usuario: string;
}

/** The user part of a login answer for an establishment: plain names plus their _empresa variants. */
export interface EstablishmentSessionUser {
  id: number;
  userType: 'estabelecimento';
  /** The name people see (decision 056); `nome_empresa` is the legal name. */
  nome: string;
  nome_empresa: string;
  nome_fantasia: string | null;
  email: string;
  email_empresa: string;
  telefone: string;
  telefone_empresa: string;
  cnpj: string;
  categoria: string;
  cidade: string;
  cidade_empresa: string;
  bairro: string;
  bairro_empresa: string;
  uf: string;
  uf_empresa: string;
  /** The role of whoever logged in: the establishment's own login is 'dono' (decision 070). */
  papel: TeamRole;
  /** The team member who logged in (their e-mail is `email`), or null for the establishment's own login. */
  membro: { id: number; nome: string } | null;
}

export type SessionUser = ClientSessionUser | EstablishmentSessionUser;

export interface LoginResponse {
  success: true;
  message: string;
  data: { token: string; user: SessionUser };
}

export function isUserType(value: unknown): value is UserType {
  return value === 'cliente' || value === 'estabelecimento';
}
