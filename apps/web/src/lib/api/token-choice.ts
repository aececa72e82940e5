import type { UserType } from '@vez/domain';

/** Auth calls that never carry a token: the user is not logged in (yet) when making them. */
const ANONYMOUS_EXACT = ['/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/validate-cnpj'];
const ANONYMOUS_PREFIXES = ['/api/auth/login/', '/api/auth/register/', '/api/auth/validate-reset-token/'];

// Exact matches on purpose: '/api/auth/forgot-password-fixed' DOES carry the logged user's token.
export function isAnonymousPath(path: string): boolean {
  const pathOnly = path.split('?')[0] ?? path;
  return (
    ANONYMOUS_EXACT.includes(pathOnly) || ANONYMOUS_PREFIXES.some((prefix) => pathOnly.startsWith(prefix))
  );
}

/** The role a request path itself belongs to (decision 007), or null when the path is neutral. */
export function roleOfRequestPath(path: string): UserType | null {
  const pathOnly = path.split('?')[0] ?? path;
  if (pathOnly.includes('/users/') || pathOnly.includes('/cliente/')) return 'cliente';
  if (
    pathOnly.includes('/establishments/') ||
    pathOnly.includes('/estabelecimento/') ||
    pathOnly.includes('/queues/establishment') ||
    // Plans are bought by establishments only (issue 12): status, subscribe, payment history.
    pathOnly.includes('/plans/')
  ) {
    return 'estabelecimento';
  }
  return null;
}

function roleOfPagePath(pagePath: string): UserType | null {
  if (pagePath.startsWith('/cliente/')) return 'cliente';
  if (pagePath.startsWith('/estabelecimento/')) return 'estabelecimento';
  return null;
}

/**
 * Picks whose token a request carries (decision 007): by the request's shape, else by the page the
 * user is on, else whichever role is logged in. A step only counts when that role has a usable
 * token, so a client browsing `/api/establishments/7` still sends their own token rather than none.
 * Returns null when no token should be sent.
 */
export function chooseTokenRole(
  requestPath: string,
  pagePath: string,
  hasToken: (role: UserType) => boolean,
): UserType | null {
  if (isAnonymousPath(requestPath)) return null;
  const candidates = [
    roleOfRequestPath(requestPath),
    roleOfPagePath(pagePath),
    'cliente',
    'estabelecimento',
  ] as const;
  for (const role of candidates) {
    if (role && hasToken(role)) return role;
  }
  return null;
}
