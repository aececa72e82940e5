import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema } from '@vez/domain';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CHECK_UNAVAILABLE, lazyZodResolver } from './lazy-zod-resolver';

type Values = { nome: string; email: string; mensagem: string };
const OPTIONS: ResolverOptions<Values> = {
  fields: {},
  names: ['nome', 'email', 'mensagem'],
  shouldUseNativeValidation: false,
};
const VALID: Values = { nome: ' Ana ', email: 'ana@example.com', mensagem: 'Olá' };
const INVALID: Values = { nome: '', email: 'ana@', mensagem: 'Olá' };

function loader() {
  return vi.fn(() => Promise.resolve(contactMessageSchema));
}

describe('lazyZodResolver', () => {
  it('does not load the schema until the first validation', async () => {
    const load = loader();
    const { resolver } = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();
    await resolver(VALID, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load once, and validation then uses it', async () => {
    const load = loader();
    const { resolver, preload } = lazyZodResolver(load);
    preload();
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver(VALID, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('validates like zodResolver: the domain messages in Portuguese, the parsed values when valid', async () => {
    const { resolver } = lazyZodResolver(loader());
    const direct = zodResolver(contactMessageSchema);

    const invalid = await resolver(INVALID, undefined, OPTIONS);
    expect(invalid).toEqual(await direct(INVALID, undefined, OPTIONS));
    expect(invalid.values).toEqual({});
    expect(invalid.errors.nome?.message).toBe('Nome obrigatório');
    expect(invalid.errors.email?.message).toBe('E-mail inválido');

    const valid = await resolver(VALID, undefined, OPTIONS);
    expect(valid).toEqual(await direct(VALID, undefined, OPTIONS));
    expect(valid).toEqual({ values: { nome: 'Ana', email: 'ana@example.com', mensagem: 'Olá' }, errors: {} });
  });

  it('loads the schema once for many validations, also when they start together', async () => {
    const load = loader();
    const { resolver } = lazyZodResolver(load);
    await Promise.all([resolver(VALID, undefined, OPTIONS), resolver(INVALID, undefined, OPTIONS)]);
    await resolver(INVALID, undefined, OPTIONS);
    await resolver(VALID, undefined, OPTIONS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so on the first field when the load fails, sends nothing, and loads again on the next one', async () => {
    const load = vi
      .fn<() => Promise<typeof contactMessageSchema>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(contactMessageSchema);
    const { resolver } = lazyZodResolver(load);

    const failed = await resolver(VALID, undefined, OPTIONS);
    expect(failed.values).toEqual({});
    expect(Object.values(failed.errors).map((e) => e?.message)).toEqual([CHECK_UNAVAILABLE]);
    const retried = await resolver(INVALID, undefined, OPTIONS);
    expect(retried.errors.nome?.message).toBe('Nome obrigatório');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed preload is silent and the first validation retries', async () => {
    const load = vi
      .fn<() => Promise<typeof contactMessageSchema>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(contactMessageSchema);
    const { resolver, preload } = lazyZodResolver(load);
    preload();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((settled) => setTimeout(settled)); // the failure settles unseen

    expect((await resolver(VALID, undefined, OPTIONS)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
