/**
 * The ticket page's address: `/senha#{token}`. The token rides in the fragment, which the browser never
 * sends to a server (decision 068), so the page works bookmarked, from a QR code or from a message.
 */
export const TICKET_PAGE = '/senha';

export function ticketPagePath(token: string) {
  return { pathname: TICKET_PAGE, hash: token };
}
