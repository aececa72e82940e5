import {
  dataEnvelope,
  errorResponses,
  forgotPasswordSchema,
  loggedOutEverywhereSchema,
  loginClientSchema,
  loginDataSchema,
  loginEstablishmentSchema,
  messageEnvelopeSchema,
  registerClientSchema,
  registerEstablishmentSchema,
  resetPasswordSchema,
  resetTokenCheckSchema,
  validateCnpjSchema,
  validCnpjSchema,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { abuseRateLimit } from '../../http/rate-limits';
import { checkResetToken } from './check-reset-token';
import { logIn } from './log-in';
import { logOut } from './log-out';
import { logOutEverywhere } from './log-out-everywhere';
import { registerClient } from './register-client';
import { registerEstablishment } from './register-establishment';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { sendPasswordChangeEmail } from './send-password-change-email';
import { validateCnpj } from './validate-cnpj';

const tags = ['Autenticação'];
const bearer = [{ bearerAuth: [] }];
const refused = errorResponses(400, 401, 403, 404, 409, 429);
const message = { 200: messageEnvelopeSchema, ...refused };
const created = { 201: messageEnvelopeSchema, ...refused };

export async function authRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { config } = services;

  app.post(
    '/register/user',
    {
      schema: { tags, summary: 'Cadastro de cliente', body: registerClientSchema, response: created },
      config: abuseRateLimit(config),
    },
    async (request, reply) => {
      // The same answer whether or not the e-mail already had an account (the owner is told by e-mail).
      await registerClient(services, request.body);
      return reply.status(201).send({ success: true, message: 'Cadastro realizado com sucesso!' });
    },
  );

  app.post(
    '/register/establishment',
    {
      schema: {
        tags,
        summary: 'Cadastro de estabelecimento',
        body: registerEstablishmentSchema,
        response: created,
      },
      config: abuseRateLimit(config),
    },
    async (request, reply) => {
      // The same answer whether or not the e-mail already had an account (the owner is told by e-mail).
      await registerEstablishment(services, request.body);
      return reply.status(201).send({ success: true, message: 'Empresa cadastrada com sucesso!' });
    },
  );

  app.post(
    '/login/user',
    {
      schema: {
        tags,
        summary: 'Login de cliente',
        body: loginClientSchema,
        response: { 200: dataEnvelope(loginDataSchema), ...refused },
      },
      config: abuseRateLimit(config),
    },
    async (request) => {
      const data = await logIn(services, {
        userType: 'cliente',
        email: request.body.email_usuario,
        password: request.body.senha_usuario,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return { success: true, message: 'Login realizado com sucesso!', data };
    },
  );

  app.post(
    '/login/establishment',
    {
      schema: {
        tags,
        summary: 'Login de estabelecimento',
        body: loginEstablishmentSchema,
        response: { 200: dataEnvelope(loginDataSchema), ...refused },
      },
      config: abuseRateLimit(config),
    },
    async (request) => {
      const data = await logIn(services, {
        userType: 'estabelecimento',
        email: request.body.email_empresa,
        password: request.body.senha_empresa,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return { success: true, message: 'Login realizado com sucesso!', data };
    },
  );

  app.post(
    '/logout',
    {
      schema: { tags, summary: 'Encerra a sessão atual', security: bearer, response: message },
      onRequest: requireSession(services),
    },
    async (request) => {
      await logOut(services, callerOf(request));
      return { success: true, message: 'Sessão encerrada' };
    },
  );

  app.post(
    '/logout-all',
    {
      schema: {
        tags,
        summary: 'Encerra todas as sessões da conta',
        security: bearer,
        response: { 200: dataEnvelope(loggedOutEverywhereSchema), ...refused },
      },
      onRequest: requireSession(services),
    },
    async (request) => {
      const ended = await logOutEverywhere(services, callerOf(request));
      return {
        success: true,
        message: 'Todas as sessões foram encerradas',
        data: { sessoesEncerradas: ended },
      };
    },
  );

  app.post(
    '/validate-cnpj',
    {
      schema: {
        tags,
        summary: 'Valida um CNPJ e busca a razão social',
        body: validateCnpjSchema,
        response: { 200: dataEnvelope(validCnpjSchema), ...refused, ...errorResponses(502, 503) },
      },
      config: abuseRateLimit(config, 'typing'),
    },
    async (request) => ({
      success: true,
      message: 'CNPJ válido',
      data: await validateCnpj(services, request.body.cnpj),
    }),
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Envia o link de redefinição de senha',
        body: forgotPasswordSchema,
        response: message,
      },
      config: abuseRateLimit(config),
    },
    async (request) => ({ success: true, message: requestPasswordReset(services, request.body) }),
  );

  app.get(
    '/validate-reset-token/:token',
    {
      schema: {
        tags,
        summary: 'Verifica um link de redefinição',
        params: z.object({ token: z.string().max(200) }),
        response: { 200: dataEnvelope(resetTokenCheckSchema), ...refused },
      },
    },
    async (request) => {
      const row = await checkResetToken(services, request.params.token);
      // A member's link leads back to the establishments' login, where they log in (decision 070).
      const userType = row.user_type === 'membro' ? 'estabelecimento' : row.user_type;
      return { success: true, message: 'Token válido', data: { userType } };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Define a nova senha com um link válido',
        body: resetPasswordSchema,
        response: message,
      },
      config: abuseRateLimit(config),
    },
    async (request) => {
      await resetPassword(services, request.body);
      return { success: true, message: 'Senha redefinida com sucesso!' };
    },
  );

  app.post(
    '/forgot-password-fixed',
    {
      schema: {
        tags,
        summary: 'Envia à conta logada o link de alteração de senha',
        security: bearer,
        response: message,
      },
      onRequest: requireSession(services),
      config: abuseRateLimit(config),
    },
    async (request) => ({
      success: true,
      message: await sendPasswordChangeEmail(services, callerOf(request)),
    }),
  );
}
