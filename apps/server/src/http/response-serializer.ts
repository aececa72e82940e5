import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Paths of fields the answer has and the parsed answer lost: what the schema does not describe. */
export function undescribedFields(original: unknown, parsed: unknown, path = ''): string[] {
  if (original === null || typeof original !== 'object' || parsed === null || typeof parsed !== 'object') {
    return [];
  }
  if (Array.isArray(original)) {
    return original.flatMap((item, i) => undescribedFields(item, (parsed as unknown[])[i], `${path}[${i}]`));
  }
  return Object.entries(original as Record<string, unknown>).flatMap(([key, value]) => {
    if (value === undefined) return [];
    const at = path ? `${path}.${key}` : key;
    if (!(key in (parsed as Record<string, unknown>))) return [at];
    return undescribedFields(value, (parsed as Record<string, unknown>)[key], at);
  });
}

/**
 * Every JSON answer is checked against the route's response schema (a wrong or missing field is a
 * 500, caught by the tests), then the answer itself is sent, never the parsed copy: a field the schema
 * forgot still reaches the web app instead of vanishing. With `strict` (tests) a forgotten field is an
 * error too, so the OpenAPI document stays exactly what the routes answer.
 */
export function responseSerializer(strict: boolean): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, contentType }) => {
    // A plain OpenAPI description (a file's media type) has nothing to check a JSON answer against, nor
    // has a media type other than JSON: an event stream's schema describes its events, which the route
    // writes itself on a hijacked reply (http/event-stream.ts), never an answer to serialize.
    const checked = typeof schema?.safeParse === 'function' && (!contentType || /json/i.test(contentType));
    return (data) => {
      if (!checked) return JSON.stringify(data);
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
      if (strict) {
        const missing = undescribedFields(data, result.data);
        if (missing.length > 0) {
          throw new Error(`${method} ${url}: campos fora do schema de resposta: ${missing.join(', ')}`);
        }
      }
      return JSON.stringify(data);
    };
  };
}
