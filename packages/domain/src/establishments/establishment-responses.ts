import { linkOriginSchema } from '../queue/link-origin';
import { z } from '../zod';

/** One card of the public establishments list. */
export const establishmentListItemSchema = z.object({
  id: z.number(),
  nome_empresa: z.string().describe('razão social'),
  nome_fantasia: z
    .string()
    .nullable()
    .describe('null: sem nome fantasia; mostre o nome_empresa (decisão 056)'),
  categoria: z.string(),
  endereco_empresa: z.string(),
  numero_empresa: z.string(),
  bairro_empresa: z.string(),
  cidade_empresa: z.string(),
  uf_empresa: z.string(),
  descricao: z.string(),
  status: z.string().describe('ativo (com fila aberta) ou inativo'),
  filas: z.number(),
  pessoas: z.number(),
  imagem_url: z.string().nullable(),
});

/** `GET /api/establishments`: a page of the list, with `pagination` beside `data`. */
export const establishmentListSchema = z.object({
  success: z.boolean().describe('sempre true'),
  data: z.array(establishmentListItemSchema),
  pagination: z.object({
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    totalPages: z.number(),
  }),
});

/** `GET /api/establishments/{id}/page-link`: the link of the establishment's public page, for its owner. */
export const establishmentPageLinkSchema = z.object({
  link: z
    .string()
    .describe('endereço + /estabelecimentos/ + id: a página que qualquer pessoa abre (ver origemDoLink)'),
  origemDoLink: linkOriginSchema,
});
export type EstablishmentPageLink = z.output<typeof establishmentPageLinkSchema>;
