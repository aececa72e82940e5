// Writes, for the logged-in screens people open directly (a reload, a notification, the installed app,
// a shared link), a copy of the app shell that also names the screen's own code (decision 031):
// `<link rel="modulepreload">` for each chunk the screen imports that the app's entry does not, and a
// preload of the screen's styles. The browser then downloads them with the entry instead of after it has run, which on
// a phone's connection is one to three round trips before the screen can draw. The server answers each
// route pattern with its shell (dist/shells/routes.json); any other path keeps index.html.
// Runs after `vite build`. Usage: node scripts/write-route-shells.mjs [distDir]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuildManifest } from './build-manifest.mjs';

const CLIENT = 'src/features';
/**
 * Route patterns (the server's router, find-my-way: an id is digits, so `/cliente/filas/` or
 * `/cliente/filas/x.js` is not a queue view) and the lazy screen AppRoutes draws there. A path with a
 * trailing slash keeps index.html. `boot`: the route boot starts the screen's first reads (decision 061).
 */
const SHELLS = [
  {
    path: '/cliente/filas/:id(^\\d+$)',
    name: 'queue-view',
    screen: `${CLIENT}/queue/components/QueuePage.tsx`,
    boot: true,
  },
  {
    path: '/cliente/estabelecimentos',
    name: 'establishments',
    screen: `${CLIENT}/establishments/components/EstablishmentsPage.tsx`,
  },
  {
    path: '/cliente/estabelecimentos/:id(^\\d+$)',
    name: 'establishment',
    screen: `${CLIENT}/establishments/components/EstablishmentDetailPage.tsx`,
  },
  // Public, but opened directly just the same: the link an establishment shares (decision 069).
  {
    path: '/estabelecimentos/:id(^\\d+$)',
    name: 'establishment-page',
    screen: `${CLIENT}/establishments/components/PublicEstablishmentPage.tsx`,
  },
  {
    path: '/cliente/minhas-filas',
    name: 'my-queues',
    screen: `${CLIENT}/my-queues/components/MyQueuesAccess.tsx`,
  },
  { path: '/cliente/home', name: 'client-home', screen: `${CLIENT}/home/ClientHomePage.tsx` },
  {
    path: '/estabelecimento/home',
    name: 'establishment-home',
    screen: `${CLIENT}/home/EstablishmentHomePage.tsx`,
  },
  {
    path: '/estabelecimento/dashboard',
    name: 'dashboard',
    screen: `${CLIENT}/dashboard/components/DashboardPage.tsx`,
    boot: true,
  },
  {
    path: '/estabelecimento/gerenciar-filas',
    name: 'manage-queues',
    screen: `${CLIENT}/queue-management/components/ManageQueuesPage.tsx`,
  },
  {
    path: '/estabelecimento/gerenciar-filas/:id(^\\d+$)',
    name: 'queue-detail',
    screen: `${CLIENT}/queue-management/components/QueueDetailPage.tsx`,
  },
];

const webDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const { entryOf, keyOf, scriptsOf, stylesOf } = readBuildManifest(distDir, 'route shells');
const ROUTE_BOOT = 'src/app/route-boot/route-boot.ts';
const routeBoot = entryOf(ROUTE_BOOT);
const appScripts = new Set(scriptsOf('index.html'));
const appStyles = new Set(stylesOf('index.html'));
const index = readFileSync(path.join(distDir, 'index.html'), 'utf8');
if (!index.includes('</head>')) throw new Error('route shells: index.html sem </head>');

function shellHtml({ screen, boot }) {
  const key = keyOf(screen);
  // The boot's own imports (the rest of `early`, the dashboard's period rules) first: discovered only
  // once the boot has arrived otherwise, one more round trip before its reads can start.
  const scripts = new Set([...(boot ? scriptsOf(ROUTE_BOOT).slice(1) : []), ...scriptsOf(key)]);
  const links = [
    ...[...scripts]
      .filter((file) => !appScripts.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // Preloaded, not linked: the chunk's own loader links them, in its order, when the screen's code is
    // imported (main.tsx waits for that), and a visitor without a session, sent on to the login, does
    // not wait for them before the first paint.
    ...stylesOf(key)
      .filter((file) => !appStyles.has(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  // The route boot, on the screens it starts reads for, before the app's entry: module scripts run in the
  // page's order, so it starts the screen's first reads (decision 061) before the entry runs, even when
  // the entry comes from the cache; on a phone's connection its 0.5 KB arrive long before the entry's 100.
  const bootTag = `<script type="module" crossorigin src="/${routeBoot.file}"></script>`;
  const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/;
  if (!entry.test(index)) throw new Error('route shells: index.html sem o script do app');
  const withBoot = boot ? index.replace(entry, (tag) => `${bootTag}\n    ${tag}`) : index;
  return withBoot.replace('</head>', () => [...links, '</head>'].join('\n    '));
}

mkdirSync(path.join(distDir, 'shells'), { recursive: true });
const routes = {};
for (const shell of SHELLS) {
  const file = `shells/${shell.name}.html`;
  writeFileSync(path.join(distDir, file), shellHtml(shell));
  routes[shell.path] = file;
}
writeFileSync(path.join(distDir, 'shells', 'routes.json'), `${JSON.stringify(routes, null, 2)}\n`);
console.log(`route shells: ${SHELLS.map((shell) => shell.path).join(' ')}`);
