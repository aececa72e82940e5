/** The app's offline page (a route of the SPA, features/offline): failed navigations go there. */
export const OFFLINE_PATH = '/sem-conexao';

// Navigations the SPA does not answer (the API, payment returns, the demo test calls) go to the network
// untouched: the worker never caches or stands in for an API response.
export const NOT_APP_NAVIGATIONS = [/^\/(api|payments|teste|health)(\/|$)/, /^\/usuarios$/];

interface NavigationDeps {
  /** The network's answer (the navigation preload's when there is one); rejects when offline. */
  network: () => Promise<Response>;
  /** The precached index.html, which boots the app on any route without the network. */
  shell: () => Promise<Response | undefined>;
}

/**
 * Network first for pages, so a page is always the server's current one; when the network fails, the
 * offline page, which keeps the address the client wanted (?de=) for its 'Tentar de novo'.
 */
export async function navigateOrOffline(url: URL, { network, shell }: NavigationDeps): Promise<Response> {
  try {
    return await network();
  } catch (error) {
    if (url.pathname !== OFFLINE_PATH) {
      const wanted = encodeURIComponent(url.pathname + url.search);
      return Response.redirect(`${url.origin}${OFFLINE_PATH}?de=${wanted}`, 302);
    }
    const cached = await shell();
    if (cached) return cached;
    throw error;
  }
}
