import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import {
  type Expected,
  MATRIX,
  type MatrixRow,
  ROLES,
  type Role,
} from '../test-support/authorization-matrix';
import { DEMO_MATRIX } from '../test-support/authorization-matrix-demo-mode';
import { bearer } from '../test-support/fixtures';
import { buildRouteWorld, type RouteWorld } from '../test-support/route-world';
import { describeEachDialect } from '../test-support/test-app';

/** Every (method, path) of the OpenAPI document, e.g. 'GET /api/queues/{id}'. */
export function documentedRoutes(app: FastifyInstance): string[] {
  const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

function matches(expected: Expected, status: number): boolean {
  if (expected === '2xx') return status >= 200 && status < 300;
  if (expected === 'denied') return status === 403 || status === 404;
  if (expected === 'open') return status < 500 && status !== 401 && status !== 403;
  return status === expected;
}

function tokenOf(world: RouteWorld, role: Role): string | null {
  return role === 'anonymous' ? null : world[role].token;
}

function describeMatrix(
  name: string,
  table: Record<string, MatrixRow>,
  options: Parameters<typeof describeEachDialect>[2],
) {
  describeEachDialect(
    name,
    (ctx) => {
      it('has exactly one row per documented route', () => {
        const routes = documentedRoutes(ctx().app);
        expect(routes.length).toBeGreaterThan(50);
        const missing = routes.filter((route) => !table[route]);
        const stale = Object.keys(table).filter((route) => !routes.includes(route));
        expect(missing, 'routes without a row in test-support/authorization-matrix.ts').toEqual([]);
        expect(stale, 'rows of routes that no longer exist').toEqual([]);
      });

      it('answers every caller as the table says, and shows nobody the client’s data', async () => {
        const { app } = ctx();
        const failures: string[] = [];
        for (const route of documentedRoutes(app)) {
          const row = table[route];
          if (!row || row.coveredBy) continue;
          const [method] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE'];
          const newWorld = async () => {
            const built = await buildRouteWorld(app);
            return row.prepare ? row.prepare(app, built) : built;
          };
          const shared = await newWorld();
          for (const role of ROLES) {
            const expected = row.expect[role];
            // An allowed attendant acts in a world of its own: its call ('Não compareceu', a call) must
            // not use up what the owner's call after it acts on.
            const insider = role === 'attendant' && (expected === '2xx' || expected === 'open');
            const world = insider ? await newWorld() : shared;
            const token = tokenOf(world, role);
            const response = await app.inject({
              method,
              url: row.url(world),
              headers: { ...(token ? bearer(token) : {}), ...row.headers?.(world) },
              ...(row.body ? { payload: row.body(world) as object } : {}),
            });
            if (!matches(expected, response.statusCode)) {
              failures.push(
                `${route} as ${role}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
              );
            }
            // Private data of the two owners: the client's e-mail (theirs, and the establishment's whose
            // queue they joined) and the establishment's login e-mail (its own only).
            // The attendant works for the establishment: what it may call shows what the owner is shown.
            const stranger = role !== 'client' && role !== 'establishment' && !insider && !row.answersAsOwner;
            if (stranger && response.body.includes(world.client.email)) {
              failures.push(`${route} as ${role}: the answer shows the client's e-mail`);
            }
            if (stranger && response.body.includes(world.establishment.email)) {
              failures.push(`${route} as ${role}: the answer shows the establishment's e-mail`);
            }
          }
        }
        expect(failures).toEqual([]);
      }, 120_000);
    },
    options,
  );
}

describeMatrix('authorization matrix (every route of the OpenAPI document × six callers)', MATRIX, {
  env: { API_DOCS: 'true' },
});

// Demo mode adds the test page's public calls; one dialect is enough for three public routes.
describeMatrix(
  'authorization matrix in demo mode',
  { ...MATRIX, ...DEMO_MATRIX },
  {
    env: { API_DOCS: 'true', DEMO_MODE: 'true' },
    dialects: ['sqlite'],
  },
);
