import { PROFISSIONAL_ONLY_MESSAGE } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { AppError, forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';

const PROFISSIONAL = 2;

export async function isProfissional(
  services: Pick<AppServices, 'subscriptions' | 'clock'>,
  establishmentId: number,
): Promise<boolean> {
  return (await services.subscriptions.currentPlanId(establishmentId, services.clock.now())) === PROFISSIONAL;
}

/** Advanced statistics and exports are Profissional features (docs/reports.md), enforced here. */
export async function requireProfissional(
  services: Pick<AppServices, 'subscriptions' | 'clock'>,
  caller: Authenticated,
): Promise<void> {
  if (!(await isProfissional(services, caller.userId)))
    throw new AppError('forbidden', PROFISSIONAL_ONLY_MESSAGE);
}

/** Routes that name an establishment in the path answer only its owner. */
export async function requireOwnEstablishment(
  services: Pick<AppServices, 'establishments'>,
  caller: Authenticated,
  establishmentId: number,
): Promise<void> {
  if (!(await services.establishments.findById(establishmentId)))
    throw notFound('Estabelecimento não encontrado');
  if (caller.userId !== establishmentId)
    throw forbidden('Acesso negado. Estas estatísticas são de outro estabelecimento.');
}
