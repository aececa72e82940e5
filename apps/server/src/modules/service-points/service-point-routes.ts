import {
  createServicePointSchema,
  dataEnvelope,
  errorResponses,
  messageEnvelopeSchema,
  PRIVATE_ERRORS,
  servicePointSchema,
  updateServicePointSchema,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { idField, idParams } from '../../http/id-params';
import { createServicePoint } from './create-service-point';
import { listServicePoints } from './list-service-points';
import { removeServicePoint } from './remove-service-point';
import { updateServicePoint } from './update-service-point';

const tags = ['Pontos de atendimento'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(...PRIVATE_ERRORS, 409);
const pointParams = z.object({ id: idField, pontoId: idField });

/**
 * Under /api/establishments: the owner names the establishment's service points and the queues each
 * serves (issue 37, decision 071). Calling to a point is on the queue's own routes.
 */
export async function servicePointRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireSession(services, 'estabelecimento');

  app.get(
    '/:id/pontos',
    {
      schema: {
        tags,
        summary:
          'Pontos de atendimento do estabelecimento (os removidos não aparecem), com as filas de cada um',
        params: idParams,
        security,
        response: { 200: dataEnvelope(z.array(servicePointSchema)), ...errors },
      },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: await listServicePoints(services, callerOf(request), request.params.id),
    }),
  );

  app.post(
    '/:id/pontos',
    {
      schema: {
        tags,
        summary: "Cria um ponto de atendimento ('Cadeira 1') e escolhe as filas que ele atende",
        params: idParams,
        body: createServicePointSchema,
        security,
        response: { 201: dataEnvelope(servicePointSchema), ...errors },
      },
      onRequest,
    },
    async (request, reply) => {
      const data = await createServicePoint(services, callerOf(request), request.params.id, request.body);
      reply.code(201);
      return { success: true, message: `Ponto ${data.nome} criado`, data };
    },
  );

  app.put(
    '/:id/pontos/:pontoId',
    {
      schema: {
        tags,
        summary:
          'Renomeia um ponto ou muda as filas que ele atende (só o que for enviado muda; chamadas já feitas guardam o nome da hora)',
        params: pointParams,
        body: updateServicePointSchema,
        security,
        response: { 200: dataEnvelope(servicePointSchema), ...errors },
      },
      onRequest,
    },
    async (request) => {
      const { id, pontoId } = request.params;
      const data = await updateServicePoint(services, callerOf(request), id, pontoId, request.body);
      return { success: true, message: `Ponto ${data.nome} atualizado`, data };
    },
  );

  app.delete(
    '/:id/pontos/:pontoId',
    {
      schema: {
        tags,
        summary: 'Remove um ponto de atendimento (as chamadas feitas para ele continuam no histórico)',
        params: pointParams,
        security,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      onRequest,
    },
    async (request) => {
      const { id, pontoId } = request.params;
      await removeServicePoint(services, callerOf(request), id, pontoId);
      return { success: true, message: 'Ponto de atendimento removido' };
    },
  );
}
