import { z } from '../zod';

/** What /teste's calls answer (registered only in demo mode). */

export const testUserSchema = z.object({
  id: z.number(),
  nome_usuario: z.string(),
  telefone_usuario: z.string(),
  email_usuario: z.string(),
});

export const demoQueueSchema = z.object({
  id: z.number(),
  nome: z.string(),
  estabelecimento: z.string(),
  status: z.string(),
});

/** Each test user's outcome: the position taken, or why the join was refused. */
export const addTestUsersResultSchema = z.object({
  success: z.boolean().describe('sempre true'),
  message: z.string(),
  resultados: z.array(
    z.object({
      usuario: z.string(),
      sucesso: z.boolean(),
      posicao: z.number().nullable(),
      erro: z.string().nullable(),
    }),
  ),
});
