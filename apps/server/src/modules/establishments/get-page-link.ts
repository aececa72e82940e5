import { type EstablishmentPageLink, establishmentPagePath } from '@vez/domain';
import { forbidden } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import type { LinkBase } from '../links/resolve-link-base';

/**
 * 'Link da sua página' (decision 069): the establishment's public page on the base a phone can open, the
 * same base as its QR poster's link (decision 064). Only the establishment itself asks: anyone may open
 * the page, but the link is shown on the owner's profile, with where its address came from.
 */
export function getPageLink(
  caller: Authenticated,
  establishmentId: number,
  base: LinkBase,
): EstablishmentPageLink {
  if (caller.userType !== 'estabelecimento' || caller.userId !== establishmentId) {
    throw forbidden('Acesso negado. Este link é da página de outro estabelecimento.');
  }
  return { link: `${base.url}${establishmentPagePath(establishmentId)}`, origemDoLink: base.origin };
}
