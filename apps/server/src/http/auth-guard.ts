import { TEAM_ROLE_REFUSAL, type UserType } from '@vez/domain';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services';
import { forbidden } from '../modules/app-error';
import { type Authenticated, authenticate } from '../modules/auth/authenticate';
import { attendantMayCall } from '../modules/team/attendant-permissions';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Authenticated | null;
  }
}

const ROLE_ONLY: Record<UserType, string> = {
  cliente: 'Acesso negado. Esta ação é apenas para clientes.',
  estabelecimento: 'Acesso negado. Apenas estabelecimentos podem realizar esta ação.',
};

/**
 * onRequest hook (before the body is read or validated): the request must carry a live session, of the
 * given role when one is named. An establishment's Atendente passes only on the routes of the counter
 * (`ATTENDANT_ROUTES`, decision 070): every other private route is the business's, refused by default.
 */
export function requireSession(services: AppServices, role?: UserType) {
  return async (request: FastifyRequest) => {
    const caller = await authenticate(services, request.headers.authorization);
    if (role && caller.userType !== role) throw forbidden(ROLE_ONLY[role]);
    if (caller.member?.role === 'atendente' && !attendantMayCall(request.method, request.routeOptions.url)) {
      throw forbidden(TEAM_ROLE_REFUSAL);
    }
    request.caller = caller;
  };
}

/**
 * onRequest hook for public reads that show more to a logged-in caller. A stale or bad token reads as
 * anonymous: a public page must not break because an old login is still stored in the browser.
 */
export function sessionIfPresent(services: AppServices) {
  return async (request: FastifyRequest) => {
    if (!request.headers.authorization) {
      request.caller = null;
      return;
    }
    request.caller = await authenticate(services, request.headers.authorization).catch(() => null);
  };
}

export function callerOf(request: FastifyRequest): Authenticated {
  if (!request.caller) throw new Error('route used callerOf without requireSession');
  return request.caller;
}

/** onRequest hook for calls open to anyone where a presented token must still be valid (live streams). */
export function identifyCaller(services: AppServices) {
  return async (request: FastifyRequest) => {
    request.caller = request.headers.authorization
      ? await authenticate(services, request.headers.authorization)
      : null;
  };
}
