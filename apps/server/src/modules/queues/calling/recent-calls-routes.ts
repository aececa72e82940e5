import {
  calledClientSchema,
  callToPointSchema,
  dataEnvelope,
  errorResponses,
  PRIVATE_ERRORS,
  pressHeadersSchema,
  recentCallSchema,
} from '@vez/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../../app-services';
import { callerOf, requireSession } from '../../../http/auth-guard';
import { idField, idParams } from '../../../http/id-params';
import { pressOf } from '../../../http/press-key';
import { listRecentCalls, markNoShow, recallTicket } from './recent-calls';
import { undoCall } from './undo-call';
import { undoNoShow } from './undo-no-show';

const tags = ['Filas'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(...PRIVATE_ERRORS, 409);
const ticketParams = z.object({ id: idField, ticketId: idField });

/**
 * The owner's last calls of a queue, 'Chamar novamente', the 'Não compareceu' mark and the 'Desfazer' of a
 * call or a mark (each press once per Idempotency-Key, decision 051).
 */
export async function recentCallsRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const establishment = requireSession(services, 'estabelecimento');

  app.get(
    '/:id/chamados-recentes',
    {
      schema: {
        tags,
        summary: 'Clientes chamados nos últimos minutos',
        params: idParams,
        security,
        response: { 200: dataEnvelope(z.array(recentCallSchema)), ...errors },
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      data: await listRecentCalls(services, callerOf(request), request.params.id),
    }),
  );

  /** A press on one called ticket: the owner's, once per Idempotency-Key (decision 051). */
  const ticketPress = <S extends z.ZodType>(summary: string, data: S) => ({
    schema: {
      tags,
      summary,
      params: ticketParams,
      headers: pressHeadersSchema,
      security,
      response: { 200: dataEnvelope(data), ...errors },
    },
    onRequest: establishment,
  });
  /** Who presses, on which ticket of which queue, with which key. */
  const pressArgs = (request: FastifyRequest & { params: { id: number; ticketId: number } }) =>
    [callerOf(request), request.params.id, request.params.ticketId, pressOf(request)] as const;

  app.post(
    '/:id/tickets/:ticketId/nao-compareceu',
    ticketPress("Marca um cliente chamado há pouco como 'Não compareceu'", recentCallSchema),
    async (request) => ({
      success: true,
      message: 'Marcado como não compareceu',
      data: await markNoShow(services, ...pressArgs(request)),
    }),
  );

  const recall = ticketPress(
    'Chama novamente um cliente chamado há pouco (até 3 vezes, nos 15 minutos seguintes); com pontoId, para esse ponto de atendimento',
    recentCallSchema,
  );
  app.post(
    '/:id/tickets/:ticketId/chamar-novamente',
    { ...recall, schema: { ...recall.schema, body: callToPointSchema } },
    async (request) => {
      const data = await recallTicket(services, ...pressArgs(request), request.body?.pontoId);
      const where = data.ponto ? ` para ${data.ponto.artigo} ${data.ponto.nome}` : '';
      return { success: true, message: `Cliente chamado novamente${where}`, data };
    },
  );

  app.post(
    '/:id/tickets/:ticketId/desfazer-chamada',
    ticketPress(
      'Desfaz uma chamada feita há poucos segundos: o cliente volta ao mesmo lugar na fila',
      calledClientSchema,
    ),
    async (request) => {
      const data = await undoCall(services, ...pressArgs(request));
      return { success: true, message: `Chamada desfeita: ${data.nome} voltou ao seu lugar na fila`, data };
    },
  );

  app.post(
    '/:id/tickets/:ticketId/desfazer-nao-compareceu',
    ticketPress(
      "Desfaz um 'Não compareceu' marcado há poucos segundos: a chamada volta a valer",
      recentCallSchema,
    ),
    async (request) => ({
      success: true,
      message: "'Não compareceu' desfeito",
      data: await undoNoShow(services, ...pressArgs(request)),
    }),
  );
}
