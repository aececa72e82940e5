import { jsonResponse, mockFetch } from '../../../test/helpers';

export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A small fake API for the account pages: `METHOD /path` answers; `METHOD /prefix/*` matches a prefix. */
export function fakeApi(routes: Record<string, Handler>) {
  return mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    const exact = routes[`${method} ${path}`];
    const prefixed = Object.entries(routes).find(
      ([key]) => key.endsWith('/*') && `${method} ${path}`.startsWith(key.slice(0, -1)),
    )?.[1];
    const handler = exact ?? prefixed;
    if (!handler)
      return jsonResponse(404, { success: false, message: `Rota não encontrada: ${method} ${path}` });
    return handler(url, init);
  });
}
