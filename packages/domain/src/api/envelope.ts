import { z } from '../zod';

/**
 * The answer envelopes every JSON route shares. The server checks each answer against its
 * route's schema and sends the answer itself (never a stripped copy); its tests refuse a field the
 * schema does not describe (apps/server/src/http/response-serializer.ts).
 */

/** One field's complaint, as the forms show it under the field. */
export const fieldErrorSchema = z.object({ campo: z.string(), mensagem: z.string() });

/** Every failure: `{ success: false, message, errors? }`, message in Portuguese. */
export const errorEnvelopeSchema = z
  .looseObject({
    success: z.literal(false),
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
  })
  .describe('Falha: mensagem em português e, quando é um campo, os erros por campo');

/** `{ success: true, message? }`: an action with nothing to return. */
export const messageEnvelopeSchema = z.object({
  success: z.boolean().describe('sempre true'),
  message: z.string().optional(),
});

/** `{ success: true, message?, data }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean().describe('sempre true'), message: z.string().optional(), data });
}

type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 502 | 503;

/** The error envelope under each status a route may answer with. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}

/** A private route: no or a bad session (401), the wrong role or someone else's (403). */
export const PRIVATE_ERRORS = [400, 401, 403, 404, 429] as const;
