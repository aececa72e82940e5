import type { EstablishmentProfile } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { conflict, forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { getEstablishment } from '../establishments/get-establishment';
import { withEstablishmentLock } from '../establishments/with-establishment-lock';
import { prepareEstablishmentImage } from './establishment-image';

export const CNPJ_TAKEN = 'CNPJ já cadastrado em outra conta';

/**
 * 'Dados da Empresa': the owner changes the company data and, optionally, its picture. The picture is
 * checked and re-encoded first, so a refused upload changes nothing (the old picture stays).
 */
export async function updateEstablishmentProfile(
  services: Pick<AppServices, 'establishments' | 'images' | 'queues' | 'clock' | 'database' | 'queueMutex'>,
  caller: Authenticated,
  id: number,
  input: EstablishmentProfile,
  upload: Buffer | null,
) {
  if (caller.userId !== id) throw forbidden('Acesso negado. Você só pode alterar os dados da sua empresa.');
  const row = await services.establishments.findById(id);
  if (!row || row.deleted_at !== null) throw notFound('Estabelecimento não encontrado');
  if (await services.establishments.cnpjTakenByOther(input.cnpj, id)) throw conflict(CNPJ_TAKEN, 'cnpj');
  const image = upload ? await prepareEstablishmentImage(upload) : null;
  // Under the establishment's lock, which a deletion takes to mark the account: a save either lands
  // before it (and is then erased) or finds the account gone.
  await withEstablishmentLock(services, id, async (trx, now) => {
    const saved = await services.establishments.update(
      id,
      {
        legal_name: input.nome_empresa,
        // Left out of the request (an older client's payload has no trade name), the stored one stays.
        trade_name: input.nome_fantasia === undefined ? row.trade_name : input.nome_fantasia || null,
        cnpj: input.cnpj,
        phone: input.telefone_empresa,
        cep: input.cep_empresa,
        street: input.endereco_empresa,
        number: input.numero_empresa,
        district: input.bairro_empresa,
        city: input.cidade_empresa,
        uf: input.uf_empresa,
        description: input.descricao_empresa,
        ...(input.categoria ? { category: input.categoria } : {}),
        updated_at: now,
      },
      trx,
    );
    if (!saved) throw notFound('Estabelecimento não encontrado');
    if (image) await services.images.save({ establishment_id: id, ...image, updated_at: now }, trx);
  });
  return getEstablishment(services, caller, id);
}
