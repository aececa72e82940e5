import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { AppError } from '../modules/app-error';

/**
 * Per-IP limits for the calls where abuse is cheap: guessing passwords, creating accounts, sending
 * e-mails, hammering the CNPJ service. The CNPJ check runs as the user types, so it gets more room.
 */
export function abuseRateLimit(config: AppConfig, weight: 'strict' | 'typing' = 'strict') {
  return {
    rateLimit: {
      max: weight === 'typing' ? config.rateLimitMax * 3 : config.rateLimitMax,
      timeWindow: '1 minute',
    },
  };
}

/**
 * A second limit on a route that has one already (the plugin runs one limiter per request): counted on
 * its own keys and checked by hand, answering as the plugin does.
 */
export function extraRateLimit(
  app: FastifyInstance,
  options: { max: number; timeWindow: string; keyGenerator: (request: FastifyRequest) => string },
) {
  const check = app.createRateLimit(options);
  return async (request: FastifyRequest) => {
    const result = await check(request);
    // Past the allow list, every answer says isAllowed: false; whether the limit is passed is isExceeded.
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(
        'too-many',
        `Muitas tentativas. Aguarde ${result.ttlInSeconds} segundos e tente novamente.`,
      );
    }
  };
}
