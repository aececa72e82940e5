import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EventSink } from '../modules/live/event-sink';
import { listenOnLoopback } from '../test-support/sse-client';
import { eventStreamResponse, openEventStream } from './event-stream';
import { responseSerializer } from './response-serializer';

/** A route declaring its stream as the live routes do, checked by the app's strict serializer. */
async function streamingApp(write: (stream: EventSink) => void) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(true));
  const response = eventStreamResponse('Eventos', {
    tick: { description: 'um tique', data: z.object({ n: z.number() }), id: 'o número' },
    bye: { description: 'o fim', data: z.object({ mensagem: z.string() }) },
  });
  app.get('/events', { schema: { response: { 200: response } } }, async (_request, reply) => {
    write(openEventStream(reply));
  });
  await app.ready();
  return app;
}

describe('event stream (Server-Sent Events)', () => {
  it('opens with its headers and retry, then writes events, heartbeats and nothing after the end', async () => {
    let closed = 0;
    const app = await streamingApp((stream) => {
      stream.onClose(() => closed++);
      stream.send('tick', '{"n":1}', '1');
      stream.ping();
      stream.send('bye', '{"mensagem":"fim"}');
      stream.end();
      expect(stream.open).toBe(false);
      stream.send('tick', '{"n":2}', '2');
      stream.ping();
    });
    const response = await app.inject({ method: 'GET', url: '/events' });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    expect(response.body).toBe(
      'retry: 3000\n\nid: 1\nevent: tick\ndata: {"n":1}\n\n: ping\n\nevent: bye\ndata: {"mensagem":"fim"}\n\n',
    );
    expect(closed).toBe(1);
    await app.close();
  });

  it('tells a listener that asks once the stream is already over', async () => {
    let opened: EventSink | undefined;
    const app = await streamingApp((stream) => {
      opened = stream;
      stream.end();
    });
    // A real socket: inject's stand-in response never reports itself finished.
    await (await fetch(`${await listenOnLoopback(app)}/events`)).text();
    await new Promise<void>((resolve) => opened?.onClose(resolve));
    await app.close();
  });

  it('is documented as text/event-stream, one schema per event, which the serializer never holds against a body', () => {
    const { content } = eventStreamResponse('Eventos', {
      tick: { description: 'um tique', data: z.object({ n: z.number() }) },
    });
    const schema = content['text/event-stream'].schema;
    expect(schema.safeParse({ event: 'tick', data: { n: 1 } }).success).toBe(true);
    const serialize = responseSerializer(true)({
      schema,
      method: 'GET',
      url: '/events',
      httpStatus: '200',
      contentType: 'text/event-stream',
    });
    expect(serialize({ not: 'an event' })).toBe('{"not":"an event"}');
  });
});
