import type { Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../database/schema';

/**
 * Why an e-mail cannot join this establishment's team, or null. One e-mail is one login at /login-estab
 * (decision 070): an establishment's own login, or one active member of one team. Two reads, the first
 * outside any transaction (on SQLite a read beside an open transaction would wait for it).
 */
export async function ownerEmailReason(
  services: Pick<AppServices, 'establishments'>,
  establishmentId: number,
  email: string,
): Promise<string | null> {
  const owner = await services.establishments.findByEmail(email);
  if (!owner) return null;
  return owner.id === establishmentId
    ? 'Este é o e-mail de login do próprio estabelecimento.'
    : 'Este e-mail já é o login de um estabelecimento no Vez. Use outro e-mail para esta pessoa.';
}

export async function memberEmailReason(
  services: Pick<AppServices, 'team'>,
  establishmentId: number,
  email: string,
  trx: Transaction<Database>,
): Promise<string | null> {
  const member = await services.team.findActiveMemberByEmail(email, trx);
  if (!member) return null;
  return member.establishment_id === establishmentId
    ? 'Esta pessoa já está na equipe.'
    : 'Este e-mail já entra no Vez pela equipe de outro estabelecimento. Use outro e-mail para esta pessoa.';
}
