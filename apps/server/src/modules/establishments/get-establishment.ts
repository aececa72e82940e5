import type { AppServices } from '../../app-services';
import type { EstablishmentRow } from '../../repositories/establishments-repository';
import { imageUrlOf } from '../accounts/establishment-image';
import { notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { waitBasisOf } from '../queues/waits/wait-basis';

/** The detail shows 15 min when no open queue gives an average. */
const DEFAULT_AVERAGE_WAIT_MINUTES = 15;

/** What anyone may see of an establishment: how to find and reach the business, nothing about its account. */
function publicView(row: EstablishmentRow) {
  return {
    categoria: row.category,
    id: row.id,
    nome_empresa: row.legal_name,
    nome_fantasia: row.trade_name,
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

/** The owner gets the whole company profile; everyone else the public part. */
export async function getEstablishment(
  services: Pick<AppServices, 'establishments' | 'images' | 'queues'>,
  caller: Authenticated | null,
  id: number,
) {
  const row = await services.establishments.findById(id);
  if (!row || row.deleted_at !== null) throw notFound('Estabelecimento não encontrado');
  const image = await services.images.find(id);
  const activity = await services.establishments.activity(id);
  const view = {
    ...publicView(row),
    status: activity.openQueues > 0 ? 'ativo' : 'inativo',
    filas: activity.openQueues,
    pessoas: activity.people,
    tempo_medio_espera: Math.round((await openQueuesAverage(services, id)) ?? DEFAULT_AVERAGE_WAIT_MINUTES),
    imagem_url: imageUrlOf(id, image?.etag),
  };
  const isOwner = caller?.userType === 'estabelecimento' && caller.userId === row.id;
  return isOwner ? { ...view, cnpj: row.cnpj, email_empresa: row.email } : view;
}

/**
 * Mean minutes per position of the open queues, each by the one estimate the queue pages show
 * (decision 023), so the detail never tells a client a figure the queue itself does not.
 */
async function openQueuesAverage(services: Pick<AppServices, 'queues'>, establishmentId: number) {
  const open = (await services.queues.listByEstablishment(establishmentId)).filter(
    (q) => q.status === 'ativa',
  );
  if (open.length === 0) return null;
  const waits = await Promise.all(open.map((queue) => waitBasisOf(services, queue)));
  return waits.reduce((sum, wait) => sum + wait.minutes, 0) / waits.length;
}
