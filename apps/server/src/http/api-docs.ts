import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ZodType } from 'zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The zod transform, except for answers described as plain OpenAPI objects (files, pictures, streams:
 * `fileResponse` in packages/domain), which it cannot read and which need no translation.
 */
function transform(input: TransformInput) {
  const response = (input.schema?.response ?? {}) as Record<string, unknown>;
  const plain = Object.entries(response).filter(([, value]) => !(value instanceof ZodType));
  if (plain.length === 0) return jsonSchemaTransform(input);
  const zodOnly = Object.fromEntries(
    Object.entries(response).filter(([, value]) => value instanceof ZodType),
  );
  const result = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: zodOnly } });
  const schema = result.schema as { response?: Record<string, unknown> };
  schema.response = { ...schema.response, ...Object.fromEntries(plain) };
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
