import type { AppServices } from '../../app-services';

/**
 * The check digits were verified by the payload schema; the legal name is a convenience that comes from
 * the lookup service when it answers, and is simply empty otherwise.
 */
export async function validateCnpj(services: Pick<AppServices, 'cnpjLookup'>, cnpj: string) {
  const razao_social = await services.cnpjLookup.legalName(cnpj);
  return { cnpj, razao_social };
}
