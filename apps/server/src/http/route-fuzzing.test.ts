import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { MATRIX, type MatrixRow, type Role } from '../test-support/authorization-matrix';
import { databaseFingerprint } from '../test-support/database-fingerprint';
import { bearer } from '../test-support/fixtures';
import {
  bodyOf,
  everyTextFieldWith,
  type JsonSchema,
  queryOf,
  spoiled,
  spoiledQuery,
} from '../test-support/nasty-values';
import { buildRouteWorld, type RouteWorld } from '../test-support/route-world';
import { describeEachDialect } from '../test-support/test-app';

interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
}

/** Routes whose handler reads the JSON body itself (it may also be a multipart form). */
const HANDLER_PARSED_BODIES: Record<string, JsonSchema> = {
  'PUT /api/establishments/{id}': { type: 'object', properties: {} },
};

/** Whoever may use the route: the request reaches its rules, not just the door. */
function rightfulCaller(row: MatrixRow): Role {
  if (row.expect.establishment === '2xx') return 'establishment';
  if (row.expect.client === '2xx' || row.expect.client === 'open') return 'client';
  if (row.expect.otherClient === '2xx') return 'otherClient';
  return 'anonymous';
}

interface Target {
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  row: MatrixRow;
  body?: JsonSchema;
  query: { name: string; schema?: JsonSchema }[];
}

function fuzzTargets(app: FastifyInstance): Target[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const targets: Target[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path}`;
      const row = MATRIX[route];
      // Rows that open an endless stream are fuzzed by their own module's tests.
      if (!row || row.coveredBy) continue;
      const body =
        operation.requestBody?.content?.['application/json']?.schema ?? HANDLER_PARSED_BODIES[route];
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      if (!body && query.length === 0) continue;
      targets.push({ route, method: method.toUpperCase() as Target['method'], row, body, query });
    }
  }
  return targets;
}

/** Small for every run; `FUZZ_RUNS=500` for a long hunt. */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 15);

describeEachDialect(
  'fuzzing every body and query of the OpenAPI document',
  (ctx) => {
    it(
      'never answers 5xx, and a refused request changes nothing',
      async () => {
        const { app, database } = ctx();
        const targets = fuzzTargets(app);
        expect(targets.length).toBeGreaterThan(20);
        let world: RouteWorld = await buildRouteWorld(app);
        for (const target of targets) {
          // A fresh world when a previous route's successes used it up (a paused queue stays valid input).
          if (target.row.prepare) world = await target.row.prepare(app, await buildRouteWorld(app));
          const role = rightfulCaller(target.row);
          const token = role === 'anonymous' ? null : world[role].token;
          const [path, validQuery] = target.row.url(world).split('?') as [string, string | undefined];
          const validBody = target.row.body?.(world);
          // Half arbitrary, half a valid request spoiled: both the validation and what lies behind it.
          const body = !target.body
            ? fc.constant(undefined)
            : validBody === undefined
              ? bodyOf(target.body)
              : fc.oneof(bodyOf(target.body), spoiled(validBody));
          const query =
            target.query.length === 0
              ? fc.constant('')
              : validQuery
                ? fc.oneof(
                    queryOf(target.query),
                    spoiledQuery(Object.fromEntries(new URLSearchParams(validQuery))),
                  )
                : queryOf(target.query);
          const request = fc.record({ body, query });
          // Run first, every time: a NUL in each text field of the valid body and in each query parameter.
          const validParams = Object.fromEntries(new URLSearchParams(validQuery ?? ''));
          const examples: [{ body: unknown; query: string }][] = [
            ...everyTextFieldWith(validBody).map(
              (nul) => [{ body: nul, query: validQuery ?? '' }] as [{ body: unknown; query: string }],
            ),
            ...target.query.map(
              ({ name }) =>
                [
                  {
                    body: validBody,
                    query: new URLSearchParams({ ...validParams, [name]: '\u0000' }).toString(),
                  },
                ] as [{ body: unknown; query: string }],
            ),
          ];
          await fc.assert(
            fc.asyncProperty(request, async ({ body, query }) => {
              // Work a previous request left for later (e-mails, reset links) must not pass for this one's.
              await app.services.background.drain();
              const before = await databaseFingerprint(database.handle.db);
              const response = await app.inject({
                method: target.method,
                url: query ? `${path}?${query}` : path,
                headers: {
                  ...(token ? bearer(token) : {}),
                  ...(body === undefined ? {} : { 'content-type': 'application/json' }),
                },
                ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
              });
              const what = `${target.route} as ${role} → ${response.statusCode} ${response.body.slice(0, 200)}`;
              expect(response.statusCode, what).toBeLessThan(500);
              if (response.statusCode >= 400) {
                expect(response.json().success, what).toBe(false);
                await app.services.background.drain();
                expect(await databaseFingerprint(database.handle.db), `${what}: changed data`).toEqual(
                  before,
                );
              }
            }),
            { numRuns: NUM_RUNS, endOnFailure: true, examples },
          );
        }
      },
      120_000 * Math.max(1, NUM_RUNS / 15),
    );
  },
  { env: { API_DOCS: 'true' } },
);

/** Ids nobody should be able to turn into a 5xx: encoded NUL, overflow, negatives, decimals, text. */
const NASTY_IDS = [
  '%00',
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  '2147483648',
  'abc',
  '%F0%9F%98%80',
  '1%20OR%201=1',
];

describeEachDialect(
  'fuzzing every path parameter of the OpenAPI document',
  (ctx) => {
    it('answers a bad id with a 4xx that changes nothing', async () => {
      const { app, database } = ctx();
      const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
      const world = await buildRouteWorld(app);
      for (const [template, operations] of Object.entries(document.paths)) {
        if (!template.includes('{')) continue;
        for (const method of Object.keys(operations)) {
          const route = `${method.toUpperCase()} ${template}`;
          const row = MATRIX[route];
          if (!row || row.coveredBy) continue;
          const role = rightfulCaller(row);
          const token = role === 'anonymous' ? null : world[role].token;
          for (const id of NASTY_IDS) {
            const url = template.replace(/\{[^}]+\}/g, id);
            await app.services.background.drain();
            const before = await databaseFingerprint(database.handle.db);
            const response = await app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers: token ? bearer(token) : {},
              ...(row.body ? { payload: row.body(world) as object } : {}),
            });
            const what = `${route} as ${role} with ${id} → ${response.statusCode} ${response.body.slice(0, 160)}`;
            expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
            expect(response.statusCode, what).toBeLessThan(500);
            await app.services.background.drain();
            expect(await databaseFingerprint(database.handle.db), `${what}: changed data`).toEqual(before);
          }
        }
      }
    }, 120_000);
  },
  { env: { API_DOCS: 'true' } },
);
