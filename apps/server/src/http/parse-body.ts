import type { z } from 'zod';
import { AppError } from '../modules/app-error';

/**
 * Validates a body the route could not declare (a multipart form) with the same schema and the same
 * 400 envelope as declared bodies: the first problem as the message, every problem in `errors`.
 */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({
    campo: issue.path.join('.'),
    mensagem: issue.message,
  }));
  const first = errors[0] as { campo: string; mensagem: string };
  throw new AppError('invalid', first.mensagem, first.campo || undefined, errors);
}
