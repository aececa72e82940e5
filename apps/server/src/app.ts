import type { Socket } from 'node:net';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { MAX_IMAGE_BYTES } from '@vez/domain';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppServices } from './app-services';
import { createCounterStore } from './auth/shared-counters';
import { type AppOptions, buildServices } from './build-services';
import { deploymentKeyPrefix } from './config/deployment-tag';
import { registerApiDocs } from './http/api-docs';
import { registerErrorHandling } from './http/error-handler';
import { requestLogLine } from './http/log-redaction';
import { responseSerializer } from './http/response-serializer';
import { registerSecurityHeaders } from './http/security-headers';
import { isAppRoute, registerWebApp } from './http/web-app';
import { clientAccountRoutes, establishmentAccountRoutes } from './modules/accounts/account-routes';
import { AppError } from './modules/app-error';
import { authRoutes } from './modules/auth/auth-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { establishmentRoutes } from './modules/establishments/establishment-routes';
import { guestJoinRoutes, guestTicketRoutes, walkInRoutes } from './modules/guests/guest-routes';
import { readinessCheck } from './modules/health/check-readiness';
import { healthRoutes } from './modules/health/health-routes';
import { kioskOwnerRoutes, kioskPublicRoutes } from './modules/kiosks/kiosk-routes';
import type { LiveHub } from './modules/live/live-hub';
import { liveRoutes } from './modules/live/live-routes';
import { lookupRoutes } from './modules/lookups/lookup-routes';
import { metricsRoutes } from './modules/metrics/metrics-routes';
import type { VezMetrics } from './modules/metrics/vez-metrics';
import { notificationRoutes } from './modules/notifications/notification-routes';
import { panelOwnerRoutes, panelPublicRoutes } from './modules/panels/panel-routes';
import { paymentRoutes, specPaymentRoutes } from './modules/payments/payment-routes';
import { planRoutes } from './modules/plans/plan-routes';
import { broadcastRoutes } from './modules/queues/broadcasts/broadcast-routes';
import { recentCallsRoutes } from './modules/queues/calling/recent-calls-routes';
import {
  joinCodeOwnerRoutes,
  joinCodePublicRoutes,
} from './modules/queues/codes-and-posters/join-code-routes';
import { queueManagementRoutes } from './modules/queues/queue-management-routes';
import { queueRoutes } from './modules/queues/queue-routes';
import { reportRoutes } from './modules/reports/report-routes';
import { servicePointRoutes } from './modules/service-points/service-point-routes';
import { teamRoutes } from './modules/team/team-routes';
import { testPageRoutes } from './modules/test-page/test-page-routes';
import { userRoutes } from './modules/users/user-routes';

export type { AppOptions };

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    liveHub: LiveHub;
    /** Null unless METRICS_TOKEN is set. */
    metrics: VezMetrics | null;
  }
}

/**
 * The whole product as one Fastify plugin: API, docs, and the built web app. Only wiring: the services
 * come from build-services.ts; here are the plugins and hooks, the route groups and their prefixes, and
 * what closing the app ends.
 */
const vezAppPlugin: FastifyPluginAsync<AppOptions> = async (app, options) => {
  const counters = createCounterStore(app, options.config);
  const { services, liveHub, panelStreams, metrics } = await buildServices(options, {
    log: app.log,
    counters,
  });
  app.decorate('services', services);
  app.decorate('liveHub', liveHub);
  app.decorate('metrics', metrics);
  // On the root, before the routes, so the hook that times every request sees all of them.
  const metricsToken = options.config.metricsToken;
  if (metrics && metricsToken) metricsRoutes(app, metrics, metricsToken);
  // Streams never go idle by themselves: end them first, or closing the server would wait forever.
  app.addHook('preClose', async () => liveHub.close());
  app.decorateRequest('caller', null);
  app.setValidatorCompiler(validatorCompiler);
  // The server's own tests (vitest) also refuse answers with fields the response schema does not
  // describe (see the file); e2e and reliability stories run the built server and only check types.
  const strictAnswers = options.config.env === 'test' && Boolean(process.env.VITEST);
  app.setSerializerCompiler(responseSerializer(strictAnswers));
  registerErrorHandling(app);

  await registerSecurityHeaders(app, options.config);
  await app.register(rateLimit, {
    global: false,
    // Several instances share one count per address; without Redis each instance counts alone.
    ...(counters
      ? {
          redis: counters,
          nameSpace: `${deploymentKeyPrefix(options.config.jwtSecret)}rl:`,
          skipOnError: true,
        }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'too-many',
        `Muitas tentativas. Aguarde ${Math.ceil(context.ttl / 1000)} segundos e tente novamente.`,
      ),
  });
  await registerApiDocs(app, options.config.apiDocs);
  // Only the company form sends files: one picture, a few text fields; larger files are cut and refused.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 30, fieldSize: 4000, parts: 40 },
  });

  const readiness = readinessCheck(services, counters);
  await app.register(async (scope) => healthRoutes(scope, services, readiness));
  await app.register(
    async (api) => {
      await api.register(async (scope) => authRoutes(scope, services), { prefix: '/auth' });
      await api.register(async (scope) => userRoutes(scope, services), { prefix: '/users' });
      await api.register(async (scope) => clientAccountRoutes(scope, services), { prefix: '/users' });
      await api.register(async (scope) => establishmentRoutes(scope, services), {
        prefix: '/establishments',
      });
      await api.register(async (scope) => reportRoutes(scope, services), { prefix: '/establishments' });
      await api.register(async (scope) => establishmentAccountRoutes(scope, services), {
        prefix: '/establishments',
      });
      await api.register(async (scope) => queueRoutes(scope, services), { prefix: '/queues' });
      await api.register(async (scope) => queueManagementRoutes(scope, services), { prefix: '/queues' });
      await api.register(async (scope) => recentCallsRoutes(scope, services), { prefix: '/queues' });
      await api.register(async (scope) => broadcastRoutes(scope, services), { prefix: '/queues' });
      await api.register(async (scope) => guestJoinRoutes(scope, services), { prefix: '/queues' });
      await api.register(async (scope) => walkInRoutes(scope, services), { prefix: '/queues' });
      await api.register(async (scope) => guestTicketRoutes(scope, services), { prefix: '/senha' });
      await api.register(async (scope) => kioskOwnerRoutes(scope, services), { prefix: '/establishments' });
      await api.register(async (scope) => kioskPublicRoutes(scope, services), { prefix: '/quiosques' });
      await api.register(async (scope) => joinCodeOwnerRoutes(scope, services), { prefix: '/queues' });
      await api.register(async (scope) => joinCodePublicRoutes(scope, services), { prefix: '/join-codes' });
      await api.register(async (scope) => liveRoutes(scope, services, liveHub), { prefix: '/queues' });
      await api.register(async (scope) => lookupRoutes(scope, services));
      await api.register(async (scope) => contactRoutes(scope, services));
      await api.register(async (scope) => paymentRoutes(scope, services), { prefix: '/payments' });
      await api.register(async (scope) => planRoutes(scope, services), { prefix: '/plans' });
      await api.register(async (scope) => notificationRoutes(scope, services));
      await api.register(async (scope) => teamRoutes(scope, services), { prefix: '/equipe' });
      await api.register(async (scope) => panelOwnerRoutes(scope, services, panelStreams), {
        prefix: '/establishments',
      });
      await api.register(async (scope) => panelPublicRoutes(scope, services, panelStreams), {
        prefix: '/panels',
      });
      await api.register(async (scope) => servicePointRoutes(scope, services), { prefix: '/establishments' });
    },
    { prefix: '/api' },
  );
  // The web app calls the preference without the /api prefix (decision 014: it answers under both).
  await app.register(async (scope) => specPaymentRoutes(scope, services), { prefix: '/payments' });

  if (options.config.demoMode) await app.register(async (scope) => testPageRoutes(scope, services));

  const servesWeb = await registerWebApp(app, options.config.webDistDir);
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // HEAD too: link checkers and uptime monitors ask for a page's headers without its body.
    if (servesWeb && (request.method === 'GET' || request.method === 'HEAD') && isAppRoute(url)) {
      // A deep link reaches here after @fastify/static's own lookup failed and handed over, and each
      // await of the reply (a thenable) on the way adds a 'close' listener to the response: ten on a
      // real socket, eleven under inject (whose response gets two per await). They go with the
      // response, so Node's leak warning past ten would be a false alarm (seen in the server suite).
      reply.raw.setMaxListeners(20);
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ success: false, message: `Rota não encontrada: ${request.method} ${url}` });
  });

  app.addHook('onClose', async () => {
    await services.background.drain();
    services.mailer.close();
    await services.bus.close();
  });
};

/** Not encapsulated, so `app.services` is visible to whoever registered it (server, tests). */
export const vezApp = fastifyPlugin(vezAppPlugin, { name: 'vez', fastify: '5.x' });

export async function buildApp(options: AppOptions & { logger?: boolean }): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: options.config.logLevel, serializers: { req: requestLogLine } },
    // The proxies' addresses, ranges or presets (config.ts), each checked by proxy-addr at start-up.
    trustProxy: options.config.trustProxy,
    // Reset tokens and similar parameters may be longer than Fastify's default of 100 characters.
    routerOptions: { maxParamLength: 500 },
    // Malformed URLs and broken requests still get the one envelope, in Portuguese.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send({ success: false, message: 'Endereço ou requisição inválida' });
    },
    clientErrorHandler: (_error: Error, socket: Socket) => {
      const body = JSON.stringify({ success: false, message: 'Requisição inválida' });
      if (socket.writable) {
        socket.end(
          `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
        );
      }
    },
  });
  await app.register(vezApp, options);
  await app.ready();
  return app;
}
