/**
 * Where 'Criar conta e manter meu lugar' returns after registration and login: a client page (login goes
 * back only to those), which moves the ticket kept in this tab's storage into the account.
 */
export const KEEP_PLACE_PATH = '/cliente/manter-lugar';
