import type { ClientSessionUser, EstablishmentSessionUser } from '@vez/domain';
import type { EstablishmentRow } from '../../repositories/establishments-repository';
import type { MemberRow } from '../../repositories/team-repository';
import type { UserRow } from '../../repositories/users-repository';
import { displayNameOf } from '../establishments/display-name';

/** The client as the login answer and the stored web session know it. */
export function toClientSessionUser(row: UserRow): ClientSessionUser {
  return {
    id: row.id,
    userType: 'cliente',
    nome: row.name,
    nome_usuario: row.name,
    email: row.email,
    email_usuario: row.email,
    telefone: row.phone,
    telefone_usuario: row.phone,
    data_nascimento: row.birth_date,
    cidade: row.city,
    cidade_usuario: row.city,
    bairro: row.district,
    bairro_usuario: row.district,
    uf: row.uf,
    uf_usuario: row.uf,
  };
}

/**
 * The establishment as the login answer and the stored web session know it. A team member's login names
 * the establishment too (its id is what every establishment route takes), with the member's own e-mail,
 * role and name (decision 070).
 */
export function toEstablishmentSessionUser(
  row: EstablishmentRow,
  member: Pick<MemberRow, 'id' | 'name' | 'email' | 'role'> | null = null,
): EstablishmentSessionUser {
  return {
    id: row.id,
    userType: 'estabelecimento',
    nome: displayNameOf(row),
    nome_empresa: row.legal_name,
    nome_fantasia: row.trade_name,
    email: member?.email ?? row.email,
    email_empresa: member?.email ?? row.email,
    telefone: row.phone,
    telefone_empresa: row.phone,
    cnpj: row.cnpj,
    categoria: row.category,
    cidade: row.city,
    cidade_empresa: row.city,
    bairro: row.district,
    bairro_empresa: row.district,
    uf: row.uf,
    uf_empresa: row.uf,
    papel: member?.role ?? 'dono',
    membro: member ? { id: member.id, nome: member.name } : null,
  };
}
