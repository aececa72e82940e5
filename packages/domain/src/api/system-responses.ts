import { z } from '../zod';

/** `GET /health`: the service answers and its database too. */
export const healthSchema = z.object({
  success: z.boolean().describe('sempre true'),
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
});

const readinessCheckSchema = z.enum(['ok', 'falhou', 'desligado']);

/** `GET /health/ready`: whether a load balancer should send this instance traffic, and why not. */
export const readinessSchema = z.object({
  success: z.boolean().describe('true quando pronta'),
  message: z.string().optional(),
  status: z.enum(['pronta', 'indisponivel']),
  checks: z.object({
    database: readinessCheckSchema,
    migrations: readinessCheckSchema.describe('todas as migrações desta versão já rodaram'),
    redis: readinessCheckSchema.describe('desligado quando REDIS_URL não está configurado'),
  }),
});

/** `GET /api/cep/{cep}`: the address of a postal code (ViaCEP's field names). */
export const cepAddressSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string(),
});
