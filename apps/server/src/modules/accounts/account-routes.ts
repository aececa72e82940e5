import {
  accountExportSchema,
  accountSettingsSchema,
  accountSettingsViewSchema,
  clientProfileSchema,
  clientProfileViewSchema,
  dataEnvelope,
  errorResponses,
  establishmentProfileSchema,
  establishmentViewSchema,
  fileResponse,
  IMAGE_SIZE_MESSAGE,
  messageEnvelopeSchema,
  PRIVATE_ERRORS,
  PROFILE_SAVED_MESSAGE,
  type UserType,
} from '@vez/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { idParams } from '../../http/id-params';
import { parseBody } from '../../http/parse-body';
import { AppError } from '../app-error';
import { getAccountSettings, updateAccountSettings } from './account-settings';
import { deleteClientAccount } from './delete-client-account';
import { deleteEstablishmentAccount } from './delete-establishment-account';
import { exportAccountData } from './export-account-data';
import { getEstablishmentImage } from './get-establishment-image';
import { removeEstablishmentImage } from './remove-establishment-image';
import { updateClientProfile } from './update-client-profile';
import { updateEstablishmentProfile } from './update-establishment-profile';

const security = [{ bearerAuth: [] }];
const errors = errorResponses(...PRIVATE_ERRORS, 409);

/** Settings and data export, alike for both roles under their own prefix. */
function settingsAndExport(app: FastifyInstance, services: AppServices, userType: UserType, tags: string[]) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireSession(services, userType);
  typed.get(
    '/:id/settings',
    {
      schema: {
        tags,
        summary: 'Configurações da própria conta',
        params: idParams,
        security,
        response: { 200: dataEnvelope(accountSettingsViewSchema), ...errors },
      },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: await getAccountSettings(services, callerOf(request), userType, request.params.id),
    }),
  );
  typed.put(
    '/:id/settings',
    {
      schema: {
        tags,
        summary: 'Salva as configurações',
        params: idParams,
        body: accountSettingsSchema,
        security,
        response: { 200: dataEnvelope(accountSettingsViewSchema), ...errors },
      },
      onRequest,
    },
    async (request) => ({
      success: true,
      message: 'Configurações salvas',
      data: await updateAccountSettings(
        services,
        callerOf(request),
        userType,
        request.params.id,
        request.body,
      ),
    }),
  );
  typed.get(
    '/:id/export',
    {
      schema: {
        tags,
        summary: 'Baixar meus dados (LGPD): tudo o que guardamos, em JSON',
        params: idParams,
        security,
        response: { 200: dataEnvelope(accountExportSchema), ...errors },
      },
      onRequest,
    },
    async (request, reply) => {
      const exported = await exportAccountData(services, callerOf(request), userType, request.params.id);
      return reply
        .header('Content-Disposition', `attachment; filename="${exported.file}"`)
        .header('Cache-Control', 'no-store')
        .send({ success: true, data: exported.data });
    },
  );
}

/** The client's own account (PUT/DELETE /api/users/{id}). */
export async function clientAccountRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['Clientes'];
  const client = requireSession(services, 'cliente');
  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Atualiza os dados pessoais',
        params: idParams,
        body: clientProfileSchema,
        security,
        response: { 200: dataEnvelope(clientProfileViewSchema), ...errors },
      },
      onRequest: client,
    },
    async (request) => ({
      success: true,
      message: PROFILE_SAVED_MESSAGE,
      data: await updateClientProfile(services, callerOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Exclui a conta (sai das filas; dados anonimizados)',
        params: idParams,
        security,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      onRequest: client,
    },
    async (request) => {
      await deleteClientAccount(services, callerOf(request), request.params.id);
      return { success: true, message: 'Conta excluída' };
    },
  );
  settingsAndExport(parent, services, 'cliente', tags);
}

/** Reads a JSON body, or a multipart form whose `imagem_empresa` file is the new picture. */
async function companyForm(request: FastifyRequest) {
  if (!request.isMultipart()) return { fields: request.body, upload: null };
  try {
    return await readCompanyParts(request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A body that is not a well-formed form (no boundary, cut short, garbage) is the sender's mistake.
    throw new AppError('invalid', 'Formulário inválido: envie os campos e a imagem como multipart/form-data');
  }
}

async function readCompanyParts(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let upload: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = part.value;
      continue;
    }
    const content = await part.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('too-large', IMAGE_SIZE_MESSAGE, 'imagem_empresa');
      throw error;
    });
    if (part.fieldname === 'imagem_empresa' && content.length > 0) upload = content;
  }
  return { fields, upload };
}

/** The establishment's own account (PUT/DELETE /api/establishments/{id}, its image). */
export async function establishmentAccountRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['Estabelecimentos'];
  const establishment = requireSession(services, 'estabelecimento');
  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Atualiza os dados da empresa (JSON, ou multipart com o arquivo imagem_empresa)',
        description:
          'Imagem: JPEG, PNG ou WebP pelo conteúdo, até 5 MB (415/413 caso contrário; a anterior fica).',
        params: idParams,
        security,
        response: {
          200: dataEnvelope(establishmentViewSchema),
          ...errorResponses(...PRIVATE_ERRORS, 409, 413, 415),
        },
      },
      onRequest: establishment,
    },
    async (request) => {
      const { fields, upload } = await companyForm(request);
      const input = parseBody(establishmentProfileSchema, fields);
      return {
        success: true,
        message: PROFILE_SAVED_MESSAGE,
        data: await updateEstablishmentProfile(services, callerOf(request), request.params.id, input, upload),
      };
    },
  );
  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Exclui a conta (encerra as filas; dados anonimizados)',
        params: idParams,
        security,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      onRequest: establishment,
    },
    async (request) => {
      await deleteEstablishmentAccount(services, callerOf(request), request.params.id);
      return { success: true, message: 'Conta excluída' };
    },
  );
  app.get(
    '/:id/image',
    {
      schema: {
        tags,
        summary: 'Imagem do estabelecimento (WebP)',
        params: idParams,
        response: {
          200: fileResponse('image/webp', 'A imagem (ETag; com ?v=etag, guardável por um ano)'),
          304: { description: 'Não mudou desde o ETag enviado em If-None-Match' },
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const image = await getEstablishmentImage(services, request.params.id);
      const etag = `"${image.etag}"`;
      // Versioned URLs (?v=etag) never change content, so they may be kept for long; others revalidate.
      const versioned = (request.query as { v?: string }).v === image.etag;
      reply
        .header('ETag', etag)
        .header('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'public, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/webp').send(image.content);
    },
  );
  app.delete(
    '/:id/image',
    {
      schema: {
        tags,
        summary: 'Remove a imagem do estabelecimento',
        params: idParams,
        security,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      onRequest: establishment,
    },
    async (request) => {
      await removeEstablishmentImage(services, callerOf(request), request.params.id);
      return { success: true, message: 'Imagem removida' };
    },
  );
  settingsAndExport(parent, services, 'estabelecimento', tags);
}
