// `npm run lint:deps` (run by `npm run validate`): the web app's import rules, on resolved paths
// (decision 066). Biome's noRestrictedImports (biome.json) reads only what an import says, so it keeps the
// layers as imports are written (lib and components import no feature and no app, features import no app);
// this file checks those layers again on the files an import reaches, and what only a resolved path can
// tell: no cycle, type-only imports included, and a feature reaching another only through its index.ts.
const WEB = '^apps/web/src/';

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
  ],
  options: {
    includeOnly: WEB,
    // Type-only imports count: a cycle through types still ties two modules' changes together.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
