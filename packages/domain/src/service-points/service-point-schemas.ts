import { hasControlCharacters, missingOrWrongType } from '../auth/fields';
import { z } from '../zod';
import { POINT_ARTICLES } from './point-words';

/** How long a point's name may be: it is said on the TV and read large on a phone. */
export const SERVICE_POINT_NAME_MAX = 40;
/** Points an establishment keeps at once (a salon's chairs, a clinic's rooms: tens, not hundreds). */
export const SERVICE_POINTS_MAX = 50;

export const POINT_NAME_REQUIRED = 'Dê um nome ao ponto, como Cadeira 1';
export const POINT_NAME_TAKEN = 'Já existe um ponto de atendimento com este nome';
export const POINTS_LIMIT = `Um estabelecimento pode ter até ${SERVICE_POINTS_MAX} pontos de atendimento`;
export const POINT_NOT_FOUND = 'Ponto de atendimento não encontrado';
export const POINT_INVALID = 'Ponto de atendimento inválido';
export const POINT_ARTICLE_INVALID = "Escolha 'à' ou 'ao' para o ponto";
export const POINT_QUEUE_INVALID = 'Fila inválida';
export const POINT_QUEUE_NOT_FOUND = 'Uma das filas escolhidas não é deste estabelecimento';

/** A call to a point that does not serve the queue ('Cadeira 2 não atende a fila Barba'). */
export function pointNotServing(point: string, queue: string): string {
  return `${point} não atende a fila ${queue}. Escolha outro ponto de atendimento.`;
}

const id = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(2_147_483_647, {
    error: message,
  });

const pointName = z
  .string({ error: missingOrWrongType(POINT_NAME_REQUIRED) })
  .trim()
  .min(1, { error: POINT_NAME_REQUIRED })
  .refine((value) => Array.from(value).length <= SERVICE_POINT_NAME_MAX, {
    error: `O nome pode ter no máximo ${SERVICE_POINT_NAME_MAX} caracteres`,
  })
  .refine((value) => !hasControlCharacters(value) && !/[\t\n\r\u2028\u2029]/.test(value), {
    error: 'O nome não pode ter quebras de linha nem caracteres de controle',
  });

const article = z.enum(POINT_ARTICLES, { error: POINT_ARTICLE_INVALID });

const queueIds = z
  .array(id(POINT_QUEUE_INVALID), { error: 'Envie as filas como uma lista' })
  .max(100, { error: 'Filas demais' })
  .transform((ids) => [...new Set(ids)]);

/** 'Novo ponto': its name, the article its sentence takes (guessed from the name when absent), its queues. */
export const createServicePointSchema = z.object({
  nome: pointName,
  artigo: article.optional(),
  filas: queueIds.optional(),
});
export type CreateServicePointInput = z.input<typeof createServicePointSchema>;

/** Rename, change the article, or set the queues it serves: only what is sent changes. */
export const updateServicePointSchema = z.object({
  nome: pointName.optional(),
  artigo: article.optional(),
  filas: queueIds.optional(),
});
export type UpdateServicePointInput = z.input<typeof updateServicePointSchema>;

/** A point as its owner manages it. */
export const servicePointSchema = z.object({
  id: z.number(),
  nome: z.string(),
  artigo: article,
  filas: z.array(z.number()).describe('filas que este ponto atende'),
  criadoEm: z.string().describe('data e hora ISO 8601'),
});
export type ServicePoint = z.output<typeof servicePointSchema>;

/** Where a call sent the person, as told to them, on the TV and in the owner's recent calls. */
export const calledPointSchema = z
  .object({ nome: z.string(), artigo: article })
  .describe('o ponto de atendimento da chamada (nome e artigo na hora da chamada)');

/**
 * The body of 'Chamar Próximo' and 'Chamar novamente': the point the person pressing is at. Optional,
 * like the body itself: without it the call is made as before service points existed.
 */
export const callToPointSchema = z
  .object({ pontoId: id(POINT_INVALID).optional() })
  // A request without a body reaches the schema as null (Fastify), an API client may send {}.
  .nullish()
  .describe('o ponto de atendimento de quem chama (opcional)');
export type CallToPoint = z.output<typeof callToPointSchema>;
