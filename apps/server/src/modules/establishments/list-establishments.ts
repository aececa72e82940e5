import { searchWords } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { imageUrlOf } from '../accounts/establishment-image';

export const PAGE_SIZE = 8;

export interface ListEstablishmentsInput {
  search: string;
  categoria: string | null;
  status: 'ativo' | 'inativo' | null;
  page: number;
  limit: number;
}

/**
 * The public establishments list: search, filters and pages of 8, all answered by the database. The
 * search finds every typed word in the trade or legal name, whatever its accents and case (decision 057).
 */
export async function listEstablishments(
  services: Pick<AppServices, 'establishments' | 'images'>,
  input: ListEstablishmentsInput,
) {
  const { total, rows } = await services.establishments.search({
    words: searchWords(input.search),
    category: input.categoria,
    status: input.status,
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  const etags = await services.images.etagsOf(rows.map((row) => row.id));
  return {
    data: rows.map((row) => {
      const filas = Number(row.open_queues);
      return {
        id: row.id,
        nome_empresa: row.legal_name,
        nome_fantasia: row.trade_name,
        categoria: row.category,
        endereco_empresa: row.street,
        numero_empresa: row.number,
        bairro_empresa: row.district,
        cidade_empresa: row.city,
        uf_empresa: row.uf,
        descricao: row.description,
        status: filas > 0 ? 'ativo' : 'inativo',
        filas,
        pessoas: Number(row.people),
        imagem_url: imageUrlOf(row.id, etags.get(row.id)),
      };
    }),
    pagination: {
      page: input.page,
      limit: input.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / input.limit)),
    },
  };
}
