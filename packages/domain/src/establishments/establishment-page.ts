/**
 * The establishment's own page, which anyone opens without an account (decision 069): the link an
 * establishment shares (Instagram, WhatsApp, Google). Kept apart from the response schemas, so the page
 * that imports these paths loads no zod.
 */
export const ESTABLISHMENT_PAGE_PATH = '/estabelecimentos/';

/** `/estabelecimentos/12`: what the owner shares and a visitor opens. */
export function establishmentPagePath(establishmentId: number): string {
  return `${ESTABLISHMENT_PAGE_PATH}${establishmentId}`;
}

/** The logged-in client's page of the same establishment, inside the client area. */
export function clientEstablishmentPath(establishmentId: number): string {
  return `/cliente/estabelecimentos/${establishmentId}`;
}
