import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ZodType } from 'zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** A response described as a plain OpenAPI object: `{ description, content: { [mediaType]: { schema } } }`. */
interface PlainResponse {
  content?: Record<string, { schema?: unknown }>;
}

/**
 * The zod transform, except for answers described as plain OpenAPI objects (files, pictures:
 * `fileResponse` in packages/domain; event streams: `eventStreamResponse` in http/event-stream.ts),
 * which it cannot read. Those pass through as they are, but a zod schema under one of their media
 * types (the events of a stream) is translated like the others.
 */
function transform(input: TransformInput) {
  const response = (input.schema?.response ?? {}) as Record<string, unknown>;
  const plain = Object.entries(response).filter(([, value]) => !(value instanceof ZodType)) as [
    string,
    PlainResponse,
  ][];
  if (plain.length === 0) return jsonSchemaTransform(input);
  const zodSchemas: Record<string, ZodType> = {};
  for (const [status, value] of Object.entries(response)) {
    if (value instanceof ZodType) zodSchemas[status] = value;
  }
  // Under keys no status code can have, so they come back apart from the statuses'.
  const nestedKey = (status: string, mediaType: string) => `${status} ${mediaType}`;
  for (const [status, answer] of plain) {
    for (const [mediaType, media] of Object.entries(answer.content ?? {})) {
      if (media.schema instanceof ZodType) zodSchemas[nestedKey(status, mediaType)] = media.schema;
    }
  }
  const result = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: zodSchemas } });
  const schema = result.schema as { response?: Record<string, unknown> };
  const translated = schema.response ?? {};
  const responses: Record<string, unknown> = {};
  for (const status of Object.keys(response)) {
    if (response[status] instanceof ZodType) responses[status] = translated[status];
  }
  for (const [status, answer] of plain) {
    if (!answer.content) {
      responses[status] = answer;
      continue;
    }
    const content = Object.entries(answer.content).map(([mediaType, media]) => {
      const nested = translated[nestedKey(status, mediaType)];
      return [mediaType, nested === undefined ? media : { ...media, schema: nested }];
    });
    responses[status] = { ...answer, content: Object.fromEntries(content) };
  }
  schema.response = responses;
  return result;
}

/**
 * OpenAPI generated from the route schemas, browsable at /api/docs (JSON at /api/docs/json) when
 * `enabled` (API_DOCS; off in production by default: it maps every route for whoever asks).
 */
export async function registerApiDocs(app: FastifyInstance, enabled: boolean) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vez API', description: 'API da Vez: filas virtuais', version: '1.0.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform,
  });
  if (!enabled) return;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets inline styles; only its own pages get that allowance, never the web app.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });
}
