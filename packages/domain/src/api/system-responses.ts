import { z } from '../zod';

/** `GET /health`: the service answers and its database too. */
export const healthSchema = z.object({
  success: z.boolean().describe('sempre true'),
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});

/** `GET /api/cep/{cep}`: the address of a postal code (ViaCEP's field names). */
export const cepAddressSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string(),
});
