import type { FastifyRequest } from 'fastify';

/** A TV panel's or a kiosk's link, as the page (`/painel/…`, `/quiosque/…`) and its API calls name it. */
const DEVICE_LINK = /^(\/(?:api\/)?(?:painel|panels|quiosque|quiosques)\/)[^/?#]+/;

/**
 * The request log line without the secret of a device link: whoever reads the logs must not be able to
 * open a shop's kiosk (it adds people to its queues) or panel. A guest's ticket link needs no redaction:
 * its secret travels in the URL's fragment and a header, never in the path (decision 068).
 */
export function redactLinkTokens(url: string): string {
  return url.replace(DEVICE_LINK, '$1…');
}

export function requestLogLine(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactLinkTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
