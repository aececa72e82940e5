// `npm run lint:deps` (run by `npm run validate`): the import rules of the web app (decision 066) and of
// the server (docs/architecture.md), on resolved paths. Biome's noRestrictedImports (biome.json) reads only
// what an import says, so it keeps the layers as imports are written; this file checks them again on the
// files an import reaches, and what only a resolved path can tell: no cycle, type-only imports included, a
// web feature reaching another only through its index.ts, and the server's layers (database below
// repositories, repositories below use cases, HTTP only in routes, test support only in tests).
const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
const TEST = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'An import cycle in the web app, type-only imports included: move what both sides need down a layer.',
      from: { path: WEB },
      to: { circular: true },
    },
    {
      name: 'feature-through-its-entry',
      severity: 'error',
      comment:
        "A feature imports another feature only through that feature's index.ts (its public face); " +
        'what two features share moves down to lib/ or components/, or to packages/domain.',
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/[^/]+/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'shared-imports-no-feature',
      severity: 'error',
      comment: 'lib/ and components/ import no feature and no app: src/app composes features.',
      from: { path: `${WEB}(lib|components)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'feature-imports-no-app',
      severity: 'error',
      comment: 'features/ import nothing from app/: the app composes features, not the other way round.',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'server-no-cycle',
      severity: 'error',
      comment:
        'An import cycle in the server, type-only imports included: give what both sides share a file of its own.',
      from: { path: SERVER },
      to: { circular: true },
    },
    {
      name: 'repositories-only-talk-sql',
      severity: 'error',
      comment:
        'repositories/ know the database and nothing above it: no use case, route, HTTP edge or app wiring.',
      from: { path: `${SERVER}repositories/` },
      to: { path: `${SERVER}(modules|http|seed|app|app-services|build-services)(/|\\.ts$)` },
    },
    {
      name: 'database-below-everything',
      severity: 'error',
      comment: 'database/ (connection, schema, migrations) is the bottom layer of the server.',
      from: { path: `${SERVER}database/` },
      to: { path: `${SERVER}(repositories|modules|http|seed|app|app-services|build-services)(/|\\.ts$)` },
    },
    {
      name: 'use-cases-know-no-http',
      severity: 'error',
      comment:
        "Use cases don't know HTTP: only a *-routes.ts file (and tests) in modules/ reaches http/; " +
        'throw AppError (modules/app-error.ts) for a 4xx.',
      from: { path: `${SERVER}modules/`, pathNot: ['-routes\\.ts$', TEST] },
      to: { path: `${SERVER}http/` },
    },
    {
      name: 'production-code-imports-no-test-support',
      severity: 'error',
      comment: 'test-support/ is for tests: production code must not depend on it.',
      from: { path: SERVER, pathNot: [TEST, `${SERVER}test-support/`] },
      to: { path: `${SERVER}test-support/` },
    },
  ],
  options: {
    includeOnly: [WEB, SERVER],
    // Type-only imports count: a cycle through types still ties two modules' changes together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
