import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A zod 4 schema whose input and output are form values. */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

import { CHECK_UNAVAILABLE } from './check-unavailable';

export { CHECK_UNAVAILABLE };

export interface LazyZodResolver<Schema extends FormSchema> {
  /** For `useForm({ resolver })`: validates with the schema once it is loaded. */
  resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  /** Starts loading the schema (e.g. `<form onFocus={preload}>`), so it is usually there by the first submit. */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose zod schema comes from a dynamic import, so a page that only shows a form
 * does not download the schema library (issue 18): the schema loads on first focus (`preload`) or, at the
 * latest, on first validation. It is loaded once and kept; a failed load (offline, a redeployed chunk) fails
 * that validation with a message on the first field, sends nothing, and is tried again on the next one.
 * Create it at module level (not per render), so every instance of the form shares the loaded schema:
 *
 *   const { resolver, preload } = lazyZodResolver(() => import('./login-form-schema').then((m) => m.loginFormSchema));
 *
 * Validation itself is `zodResolver(schema)`'s (which imports no zod at run time): same messages, same values.
 */
export function lazyZodResolver<Schema extends FormSchema>(
  load: () => Promise<Schema>,
): LazyZodResolver<Schema> {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;

  const loadResolver = (): Promise<Loaded> => {
    loading ??= load().then(
      (schema) => {
        loaded = zodResolver(schema) as unknown as Loaded;
        return loaded;
      },
      (error: unknown) => {
        loading = undefined; // the next validation (or preload) tries again
        throw error;
      },
    );
    return loading;
  };

  const resolver: Loaded = (values, context, options) =>
    // Once loaded, validation runs exactly as with zodResolver (no extra wait).
    loaded
      ? loaded(values, context, options)
      : loadResolver().then(
          (ready) => ready(values, context, options),
          // Said on the first field (react-hook-form drops a root error before deciding), and nothing sent.
          () => {
            const field = options.names?.[0] ?? Object.keys(values)[0] ?? 'root';
            const errors = { [field]: { type: 'indisponivel', message: CHECK_UNAVAILABLE } };
            return { values: {}, errors } as Awaited<ReturnType<Loaded>>;
          },
        );

  const preload = () => {
    // A failed preload is not an error yet: the first validation tries again and reports it.
    loadResolver().catch(() => undefined);
  };

  return { resolver, preload };
}
