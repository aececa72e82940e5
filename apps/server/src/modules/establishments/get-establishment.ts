import type { AppServices } from '../../app-services';
import { notFound } from '../../http/app-error';
import type { EstablishmentRow } from '../../repositories/establishments-repository';
import type { Authenticated } from '../auth/authenticate';

/** What anyone may see of an establishment: how to find and reach the business, nothing about its account. */
function publicView(row: EstablishmentRow) {
  return {
    id: row.id,
    nome_empresa: row.legal_name,
    telefone_empresa: row.phone,
    cep_empresa: row.cep,
    endereco_empresa: row.street,
    numero_empresa: row.number,
    bairro_empresa: row.district,
    cidade_empresa: row.city,
    uf_empresa: row.uf,
    descricao_empresa: row.description,
    descricao: row.description,
  };
}

/** The owner gets the whole company profile (SPEC §3); everyone else the public part. */
export async function getEstablishment(
  services: Pick<AppServices, 'establishments'>,
  caller: Authenticated | null,
  id: number,
) {
  const row = await services.establishments.findById(id);
  if (!row) throw notFound('Estabelecimento não encontrado');
  const isOwner = caller?.userType === 'estabelecimento' && caller.userId === row.id;
  return isOwner ? { ...publicView(row), cnpj: row.cnpj, email_empresa: row.email } : publicView(row);
}
