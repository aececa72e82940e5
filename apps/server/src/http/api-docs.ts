import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
    transform: jsonSchemaTransform,
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
