/**
 * How the build groups the app's entry into files (decision 031). A phone pays a round trip and some
 * main-thread work for every file a screen asks for, and every screen needs the entry first:
 *
 * - the entry: everything the app's entry imports statically (Rolldown's `$initial` tag) in one file.
 *   By default Rolldown split off five small pieces the screens share with it (the JSX runtime, the
 *   router, the API client, the session hook, the install prompt), five requests on every first load.
 * - `early`: what the prerendered pages' small loader shares with the app (decision 029). A file of its
 *   own, so the loader never pulls in the app; the loader itself is an entry too, kept out of the app's.
 */
export const CHUNK_GROUPS = [
  {
    name: 'early',
    test: /src[\\/]lib[\\/](prerender[\\/]boot-on-intent|pwa[\\/]early-install-prompt|session[\\/]session-key|theme[\\/]theme-store)\.ts$/,
    priority: 30,
  },
  // The entry's chunk takes these (it keeps the entry's name).
  {
    name: 'index',
    tags: ['$initial' as const],
    test: (id: string) => !/src[\\/]app[\\/]prerender[\\/]/.test(id),
    priority: 20,
  },
];
