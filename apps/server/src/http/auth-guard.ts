import type { UserType } from '@vez/domain';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services';
import { type Authenticated, authenticate } from '../modules/auth/authenticate';
import { forbidden } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Authenticated | null;
  }
}

const ROLE_ONLY: Record<UserType, string> = {
  cliente: 'Acesso negado. Esta ação é apenas para clientes.',
  estabelecimento: 'Acesso negado. Apenas estabelecimentos podem realizar esta ação.',
};

/** preHandler: the request must carry a live session, of the given role when one is named. */
export function requireSession(services: AppServices, role?: UserType) {
  return async (request: FastifyRequest) => {
    const caller = await authenticate(services, request.headers.authorization);
    if (role && caller.userType !== role) throw forbidden(ROLE_ONLY[role]);
    request.caller = caller;
  };
}

/** preHandler for public routes that show more to a logged-in caller; a bad token is still refused. */
export function optionalSession(services: AppServices) {
  return async (request: FastifyRequest) => {
    request.caller = request.headers.authorization
      ? await authenticate(services, request.headers.authorization)
      : null;
  };
}

export function callerOf(request: FastifyRequest): Authenticated {
  if (!request.caller) throw new Error('route used callerOf without requireSession');
  return request.caller;
}
