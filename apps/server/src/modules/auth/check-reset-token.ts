import type { AppServices } from '../../app-services';
import { badRequest } from '../app-error';
import { hashResetToken } from './reset-tokens';

export const INVALID_RESET_TOKEN = 'Token inválido ou expirado';

export async function checkResetToken(services: Pick<AppServices, 'resetTokens' | 'clock'>, token: string) {
  const row = await services.resetTokens.findUsable(hashResetToken(token), services.clock.now());
  if (!row) throw badRequest(INVALID_RESET_TOKEN);
  return row;
}
