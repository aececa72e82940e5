import {
  dataEnvelope,
  errorResponses,
  fileResponse,
  joinCodePictureSchema,
  joinCodeSchema,
  PDF_MEDIA_TYPE,
  PRIVATE_ERRORS,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../../app-services';
import { callerOf, requireSession } from '../../../http/auth-guard';
import { idParams } from '../../../http/id-params';
import { linkBaseToShow } from '../../links/resolve-link-base';
import { currentJoinCode, joinCodePicture, posterSubject, regenerateJoinCode } from './join-codes';
import { renderPosterPdf, renderPosterPng } from './render-poster';

const tags = ['Filas'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(...PRIVATE_ERRORS);

/** 'cartaz-corte-de-cabelo.pdf': the queue's name in plain ASCII, for the download's file name. */
export function posterFileName(queueName: string, extension: 'pdf' | 'png'): string {
  const slug = queueName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `cartaz-${slug || 'fila'}.${extension}`;
}

/** The queue's short link and its poster (decision 026): the owner's tools, under '/queues'. */
export async function joinCodeOwnerRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const establishment = requireSession(services, 'estabelecimento');

  app.get(
    '/:id/join-code',
    {
      schema: {
        tags,
        summary: 'Link curto da fila (/f/código) para o cartaz com QR; criado no primeiro pedido',
        params: idParams,
        security,
        response: { 200: dataEnvelope(joinCodeSchema), ...errors },
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      data: await currentJoinCode(
        services,
        callerOf(request),
        request.params.id,
        linkBaseToShow(services.config, request),
      ),
    }),
  );

  app.post(
    '/:id/join-code',
    {
      schema: {
        tags,
        summary: 'Gera um novo código: o cartaz anterior deixa de funcionar (responde 410)',
        params: idParams,
        security,
        response: { 200: dataEnvelope(joinCodeSchema), ...errors },
      },
      onRequest: establishment,
    },
    async (request) => ({
      success: true,
      message: 'Novo código gerado. Imprima o novo cartaz: o anterior deixou de funcionar.',
      data: await regenerateJoinCode(
        services,
        callerOf(request),
        request.params.id,
        linkBaseToShow(services.config, request),
      ),
    }),
  );

  const posterRoute = (extension: 'pdf' | 'png') =>
    app.get(
      `/:id/poster.${extension}`,
      {
        schema: {
          tags,
          summary: `Cartaz A4 da fila em ${extension.toUpperCase()}: nome, QR do link e instrução`,
          params: idParams,
          security,
          response: {
            200: fileResponse(
              extension === 'pdf' ? PDF_MEDIA_TYPE : 'image/png',
              `Cartaz em ${extension.toUpperCase()} (anexo)`,
            ),
            ...errors,
          },
        },
        onRequest: establishment,
      },
      async (request, reply) => {
        const subject = await posterSubject(
          services,
          callerOf(request),
          request.params.id,
          linkBaseToShow(services.config, request),
        );
        const file = extension === 'pdf' ? await renderPosterPdf(subject) : await renderPosterPng(subject);
        return reply
          .type(extension === 'pdf' ? PDF_MEDIA_TYPE : 'image/png')
          .header(
            'Content-Disposition',
            `attachment; filename="${posterFileName(subject.queueName, extension)}"`,
          )
          .header('Cache-Control', 'no-store')
          .send(file);
      },
    );
  posterRoute('pdf');
  posterRoute('png');
}

/** What the QR code opens: anyone, no session; registered under '/join-codes'. */
export async function joinCodePublicRoutes(parent: FastifyInstance, services: AppServices) {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:code',
    {
      schema: {
        tags,
        summary: 'A fila de um link curto (/f/código): nome, estabelecimento, pessoas e espera estimada',
        params: z.object({ code: z.string().max(64) }),
        response: { 200: dataEnvelope(joinCodePictureSchema), ...errorResponses(400, 404, 410) },
      },
    },
    async (request) => ({ success: true, data: await joinCodePicture(services, request.params.code) }),
  );
}
