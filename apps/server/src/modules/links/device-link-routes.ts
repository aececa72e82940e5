import {
  type CreatedDeviceLink,
  createDeviceLinkSchema,
  type DeviceLinkSummary,
  dataEnvelope,
  errorResponses,
  messageEnvelopeSchema,
  PRIVATE_ERRORS,
} from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app-services';
import { callerOf, requireSession } from '../../http/auth-guard';
import { idField, idParams } from '../../http/id-params';
import type { DeviceLinkUseCases } from './manage-device-links';
import { linkBaseToShow } from './resolve-link-base';

const security = [{ bearerAuth: [] }];

type LinkParam = 'panelId' | 'kioskId';

/**
 * What one kind of device link says on the owner's routes, route by route: the OpenAPI summary, the
 * answer's message and the kind's own schema (its descriptions are the kind's).
 */
export interface DeviceLinkOwnerWords {
  /** Under /api/establishments: `/:id/{path}`, and `/:id/{path}/:{linkParam}` to revoke. */
  path: 'panels' | 'kiosks';
  /** The name of the link's id in the revoke path, as the OpenAPI document shows it. */
  linkParam: LinkParam;
  tags: string[];
  create: { summary: string; message: string; schema: z.ZodType<CreatedDeviceLink> };
  list: { summary: string; schema: z.ZodType<DeviceLinkSummary> };
  /** `onRevoked` tells the devices still showing the link, when they need telling. */
  revoke: { summary: string; message: string; onRevoked?: (linkId: number) => void };
}

/** The owner's create, list and revoke of one kind of device link (manage-device-links.ts). */
export function deviceLinkOwnerRoutes(
  parent: FastifyInstance,
  services: AppServices,
  links: DeviceLinkUseCases<AppServices>,
  words: DeviceLinkOwnerWords,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireSession(services, 'estabelecimento');
  const errors = errorResponses(...PRIVATE_ERRORS);
  const { path, linkParam, tags, create, list, revoke } = words;

  app.post(
    `/:id/${path}`,
    {
      schema: {
        tags,
        summary: create.summary,
        params: idParams,
        body: createDeviceLinkSchema,
        security,
        response: { 201: dataEnvelope(create.schema), ...errors },
      },
      onRequest,
    },
    async (request, reply) => {
      const data = await links.create(
        services,
        callerOf(request),
        request.params.id,
        request.body.filaId ?? null,
        linkBaseToShow(services.config, request),
      );
      reply.code(201);
      return { success: true, message: create.message, data };
    },
  );

  app.get(
    `/:id/${path}`,
    {
      schema: {
        tags,
        summary: list.summary,
        params: idParams,
        security,
        response: { 200: dataEnvelope(z.array(list.schema)), ...errors },
      },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: await links.list(services, callerOf(request), request.params.id),
    }),
  );

  app.delete(
    `/:id/${path}/:${linkParam}`,
    {
      schema: {
        tags,
        summary: revoke.summary,
        params: z.object({ id: idField, [linkParam]: idField }),
        security,
        response: { 200: messageEnvelopeSchema, ...errors },
      },
      onRequest,
    },
    async (request) => {
      // The schema requires both ids; its computed key only types them as a record of maybe-numbers.
      const params = request.params as Record<'id' | LinkParam, number>;
      await links.revoke(services, callerOf(request), params.id, params[linkParam], revoke.onRevoked);
      return { success: true, message: revoke.message };
    },
  );
}
