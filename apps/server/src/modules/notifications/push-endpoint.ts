/**
 * Whether we may POST to this push endpoint: only the push services we know (PUSH_SERVICE_HOSTS), over
 * https on the default port — otherwise a subscription could make the server call any address or port.
 * Plain http only for a loopback stand-in named in the list (tests).
 */
export function isAllowedPushEndpoint(endpoint: string, serviceHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = serviceHosts.some((allowed) =>
    allowed.startsWith('.') ? host.endsWith(allowed) : host === allowed,
  );
  if (!listed || url.username || url.password) return false;
  // Push services listen on 443: another port on their host is not a push service.
  if (url.protocol === 'https:') return url.port === '';
  return url.protocol === 'http:' && (host === '127.0.0.1' || host === 'localhost');
}
