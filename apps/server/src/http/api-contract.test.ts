import { expect, it } from 'vitest';
import { describeEachDialect } from '../test-support/test-app';

interface Media {
  schema?: { oneOf?: Media['schema'][]; properties?: Record<string, { enum?: unknown[] }> };
}

interface Operation {
  responses?: Record<string, { content?: Record<string, Media> }>;
  parameters?: unknown[];
  requestBody?: unknown;
  security?: unknown[];
}

type Document = { paths: Record<string, Record<string, Operation>> };

/** Every operation of the document, as 'GET /api/queues/{id}'. */
function operationsOf(document: Document): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

/** Some answer under `when(status)` that has a body with a schema, whatever its media type. */
function describes(operation: Operation, when: (status: number) => boolean): boolean {
  return Object.entries(operation.responses ?? {}).some(
    ([status, answer]) =>
      when(Number(status)) && Object.values(answer.content ?? {}).some((media) => media.schema),
  );
}

/** The live streams: their success is an event stream, not JSON. */
const EVENT_STREAMS: Record<string, string[]> = {
  'GET /api/queues/events': ['queue'],
  'GET /api/queues/{id}/events': ['queue'],
  'GET /api/panels/{token}/events': ['queue', 'revoked'],
};

describeEachDialect(
  'the OpenAPI document is the contract',
  (ctx) => {
    it('describes the success answer of every route, with no exception', () => {
      const operations = operationsOf(ctx().app.swagger() as Document);
      expect(operations.length).toBeGreaterThan(0);
      const undescribed = operations
        .filter(([, operation]) => !describes(operation, (status) => status < 400))
        .map(([route]) => route);
      expect(undescribed, 'routes without a success response schema (packages/domain)').toEqual([]);
    });

    it('describes the error answers of every route that can refuse', () => {
      const undescribed = operationsOf(ctx().app.swagger() as Document)
        // A call with no input and no session has no refusal of its own to describe.
        .filter(([, operation]) =>
          Boolean(operation.parameters?.length || operation.requestBody || operation.security?.length),
        )
        .filter(([, operation]) => !describes(operation, (status) => status >= 400))
        .map(([route]) => route);
      expect(undescribed, 'routes without an error response schema (errorResponses)').toEqual([]);
    });

    it('describes each live stream as text/event-stream, with the shape of every event it sends', () => {
      const operations = new Map(operationsOf(ctx().app.swagger() as Document));
      for (const [route, events] of Object.entries(EVENT_STREAMS)) {
        const success = operations.get(route)?.responses?.['200']?.content;
        expect(Object.keys(success ?? {}), route).toEqual(['text/event-stream']);
        const schema = success?.['text/event-stream']?.schema;
        const kinds = schema?.oneOf ?? [schema];
        expect(
          kinds.map((kind) => kind?.properties?.event?.enum?.[0]),
          route,
        ).toEqual(events);
        for (const kind of kinds) expect(kind?.properties, route).toHaveProperty('data');
      }
      // The queue event's data is the domain's queueEventSchema, the one the web reads.
      const queueEvent = operations.get('GET /api/queues/{id}/events')?.responses?.['200']?.content?.[
        'text/event-stream'
      ]?.schema?.properties?.data as { properties?: Record<string, unknown> } | undefined;
      expect(Object.keys(queueEvent?.properties ?? {})).toEqual([
        'type',
        'changes',
        'version',
        'queue',
        'me',
      ]);
    });
  },
  { env: { API_DOCS: 'true' }, dialects: ['sqlite'] },
);
