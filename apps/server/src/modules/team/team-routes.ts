import {
  acceptInvitationSchema,
  changeMemberRoleSchema,
  dataEnvelope,
  errorResponses,
  invitationCheckSchema,
  invitationTokenSchema,
  inviteMemberSchema,
  messageEnvelopeSchema,
  PRIVATE_ERRORS,
  teamInvitationSchema,
  teamMemberSchema,
  teamViewSchema,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { idParams } from '../../http/id-params';
import { abuseRateLimit } from '../../http/rate-limits';
import { acceptInvitation } from './accept-invitation';
import { cancelInvitation } from './cancel-invitation';
import { changeMemberRole } from './change-member-role';
import { checkInvitation } from './check-invitation';
import { deactivateMember } from './deactivate-member';
import { inviteMember } from './invite-member';
import { listTeam } from './list-team';
import { resendInvitation } from './resend-invitation';

const tags = ['Equipe'];
const security = [{ bearerAuth: [] }];
const privateErrors = errorResponses(...PRIVATE_ERRORS, 409);
const invitationErrors = errorResponses(400, 403, 404, 409, 410, 429);

/** The Equipe page's calls (a Dono's) and the invitation link's two public calls (decision 070). */
export async function teamRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const dono = requireSession(services, 'estabelecimento');

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'A equipe do estabelecimento, os convites pendentes e o limite do plano',
        security,
        response: { 200: dataEnvelope(teamViewSchema), ...privateErrors },
      },
      onRequest: dono,
    },
    async (request) => ({ success: true, data: await listTeam(services, callerOf(request)) }),
  );

  app.post(
    '/convites',
    {
      schema: {
        tags,
        summary: 'Convida uma pessoa por e-mail (link válido por 72 horas, de uso único)',
        body: inviteMemberSchema,
        security,
        response: { 201: dataEnvelope(teamInvitationSchema), ...privateErrors },
      },
      onRequest: dono,
      config: abuseRateLimit(services.config),
    },
    async (request, reply) => {
      const data = await inviteMember(services, callerOf(request), request.body);
      reply.code(201);
      return { success: true, message: `Convite enviado para ${data.email}.`, data };
    },
  );

  app.post(
    '/convites/:id/reenviar',
    {
      schema: {
        tags,
        summary: 'Reenvia um convite com um novo link (o anterior deixa de valer)',
        params: idParams,
        security,
        response: { 200: dataEnvelope(teamInvitationSchema), ...privateErrors },
      },
      onRequest: dono,
      config: abuseRateLimit(services.config),
    },
    async (request) => {
      const data = await resendInvitation(services, callerOf(request), request.params.id);
      return { success: true, message: `Convite reenviado para ${data.email}.`, data };
    },
  );

  app.delete(
    '/convites/:id',
    {
      schema: {
        tags,
        summary: 'Cancela um convite pendente',
        params: idParams,
        security,
        response: { 200: messageEnvelopeSchema, ...privateErrors },
      },
      onRequest: dono,
    },
    async (request) => {
      await cancelInvitation(services, callerOf(request), request.params.id);
      return { success: true, message: 'Convite cancelado.' };
    },
  );

  app.put(
    '/membros/:id/papel',
    {
      schema: {
        tags,
        summary: 'Muda a função de uma pessoa da equipe (as sessões dela terminam)',
        params: idParams,
        body: changeMemberRoleSchema,
        security,
        response: { 200: dataEnvelope(teamMemberSchema), ...privateErrors },
      },
      onRequest: dono,
    },
    async (request) => {
      const data = await changeMemberRole(services, callerOf(request), request.params.id, request.body.papel);
      return {
        success: true,
        message: `${data.nome} agora é ${data.papel === 'dono' ? 'Dono' : 'Atendente'}.`,
        data,
      };
    },
  );

  app.post(
    '/membros/:id/desativar',
    {
      schema: {
        tags,
        summary: 'Desativa uma pessoa da equipe (as sessões dela terminam na hora)',
        params: idParams,
        security,
        response: { 200: dataEnvelope(teamMemberSchema), ...privateErrors },
      },
      onRequest: dono,
    },
    async (request) => {
      const data = await deactivateMember(services, callerOf(request), request.params.id);
      return { success: true, message: `${data.nome} foi desativado(a) e não entra mais no Vez.`, data };
    },
  );

  app.post(
    '/convite/verificar',
    {
      schema: {
        tags,
        summary: 'Lê o convite de um link (o segredo vai no corpo, nunca no endereço)',
        body: invitationTokenSchema,
        response: { 200: dataEnvelope(invitationCheckSchema), ...invitationErrors },
      },
      config: abuseRateLimit(services.config),
    },
    async (request) => ({ success: true, data: await checkInvitation(services, request.body.token) }),
  );

  app.post(
    '/convite/aceitar',
    {
      schema: {
        tags,
        summary: 'Aceita o convite criando a senha; depois a pessoa entra em /login-estab',
        body: acceptInvitationSchema,
        response: { 200: dataEnvelope(z.object({ email: z.string() })), ...invitationErrors },
      },
      config: abuseRateLimit(services.config),
    },
    async (request) => ({
      success: true,
      message: 'Senha criada! Entre com o seu e-mail e a nova senha.',
      data: await acceptInvitation(services, request.body),
    }),
  );
}
