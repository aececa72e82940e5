/**
 * How the build groups the app's entry into files (decision 031). A phone pays a round trip and some
 * main-thread work for every file a screen asks for, and every screen needs the entry first:
 *
 * - the entry: everything the app's entry imports statically (Rolldown's `$initial` tag) in one file.
 *   By default Rolldown split off five small pieces the screens share with it (the JSX runtime, the
 *   router, the API client, the session hook, the install prompt), five requests on every first load.
 * - `early`: what the small boot scripts share with the app: the prerendered pages' loader (decision 029)
 *   and the logged-in screens' route boot, which starts their first reads (decision 061). A file of its
 *   own, so a boot script never pulls in the app; the boot scripts are entries too, kept out of the app's.
 */
export const CHUNK_GROUPS = [
  {
    name: 'early',
    test: /(src[\\/](lib[\\/](prerender[\\/]boot-on-intent|pwa[\\/]early-install-prompt|session[\\/]session-key|theme[\\/]theme-store|api[\\/]early-reads)|features[\\/]queue[\\/]api[\\/]queue-paths)|packages[\\/]domain[\\/]src[\\/]reports[\\/]report-period)\.ts$/,
    priority: 30,
  },
  // What the route boot needs to name the dashboard's first reads, apart from the `early` chunk that
  // every public page's loader also loads (the domain's period rules go there: the app's entry uses them).
  {
    name: 'route-reads',
    test: /src[\\/]features[\\/]dashboard[\\/](period|api[\\/]dashboard-paths)\.ts$/,
    priority: 25,
  },
  // The entry's chunk takes these (it keeps the entry's name).
  {
    name: 'index',
    tags: ['$initial' as const],
    test: (id: string) => !/src[\\/]app[\\/](prerender|route-boot)[\\/]/.test(id),
    priority: 20,
  },
];
