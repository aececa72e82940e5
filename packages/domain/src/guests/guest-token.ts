/**
 * A guest ticket link's secret, after the '#' of `/senha#…` (decision 068): the ticket's number in base 36,
 * a dot and a 43-character MAC. Links made before the number was part of it are the MAC alone. Apart from
 * the guest schemas, so the pages that read a link (the poster's, the establishment's) load no zod.
 */
export const GUEST_TOKEN_SHAPE = /^(?:[0-9a-z]{1,11}\.)?[A-Za-z0-9_-]{43}$/;
