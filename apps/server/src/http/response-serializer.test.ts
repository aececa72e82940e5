import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer, undescribedFields } from './response-serializer';

async function appAnswering(answer: unknown, strict: boolean) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(strict));
  const schema = z.object({ success: z.boolean(), data: z.object({ id: z.number() }) });
  app.get('/x', { schema: { response: { 200: schema } } }, async () => answer);
  await app.ready();
  return app;
}

describe('response serializer', () => {
  it('lists the fields an answer has beyond its schema, nested and in arrays', () => {
    const original = { a: 1, b: { c: 2, d: 3 }, list: [{ e: 1, f: 2 }], gone: undefined };
    const parsed = { a: 1, b: { c: 2 }, list: [{ e: 1 }] };
    expect(undescribedFields(original, parsed)).toEqual(['b.d', 'list[0].f']);
  });

  it('sends the answer itself, so a field the schema forgot still reaches the client', async () => {
    const app = await appAnswering({ success: true, data: { id: 1, extra: 'x' } }, false);
    const response = await app.inject({ method: 'GET', url: '/x' });
    expect(response.json()).toEqual({ success: true, data: { id: 1, extra: 'x' } });
    await app.close();
  });

  it('in tests, refuses an answer with an undescribed field or a wrong type', async () => {
    const extra = await appAnswering({ success: true, data: { id: 1, extra: 'x' } }, true);
    expect((await extra.inject({ method: 'GET', url: '/x' })).statusCode).toBe(500);
    await extra.close();
    const wrong = await appAnswering({ success: true, data: { id: '1' } }, false);
    expect((await wrong.inject({ method: 'GET', url: '/x' })).statusCode).toBe(500);
    await wrong.close();
  });
});
