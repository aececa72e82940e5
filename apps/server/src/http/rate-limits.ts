import type { AppConfig } from '../config/config';

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
