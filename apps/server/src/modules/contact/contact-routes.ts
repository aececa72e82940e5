import { contactMessageSchema, errorResponses, feedbackSchema, messageEnvelopeSchema } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services';
import { abuseRateLimit } from '../../http/rate-limits';
import { sendContactMessage } from './send-contact-message';
import { sendFeedback } from './send-feedback';

export async function contactRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['Site público'];
  const response = { 201: messageEnvelopeSchema, ...errorResponses(400, 413, 415, 429) };

  app.post(
    '/contact',
    {
      schema: { tags, summary: 'Formulário de contato', body: contactMessageSchema, response },
      config: abuseRateLimit(services.config),
    },
    async (request, reply) => {
      await sendContactMessage(services, request.body);
      return reply
        .status(201)
        .send({ success: true, message: 'Mensagem enviada! Responderemos em breve no seu e-mail.' });
    },
  );

  app.post(
    '/feedback',
    {
      schema: { tags, summary: 'Caixa de feedback do rodapé', body: feedbackSchema, response },
      config: abuseRateLimit(services.config),
    },
    async (request, reply) => {
      await sendFeedback(services, request.body);
      return reply.status(201).send({ success: true, message: 'Obrigado pelo seu feedback!' });
    },
  );
}
