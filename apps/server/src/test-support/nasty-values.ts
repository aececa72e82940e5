import fc from 'fast-check';

/** The part of an OpenAPI (JSON Schema) description the generators read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/** Text that has broken servers before: NUL (PostgreSQL refuses it), controls, lone surrogates, huge. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m\r\n',
    '\uD800',
    '\u200b\u202e',
    '😀'.repeat(40),
    'x'.repeat(70_000),
    "'; DROP TABLE users;--",
    '%00',
    '%',
    '_',
    '\\',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '١٢٣',
    '1e309',
    '-0',
    'NaN',
    '9'.repeat(40),
    '0x1F',
    '2026-02-30',
    ' 1 ',
    'null',
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u0001', '\t', '\n', '\u007f', '\u200b', 'a', 'ç'),
    maxLength: 20,
  }),
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value at all, wrong types first among them. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
  fc.constant({ a: { b: { c: { d: { e: [[[[[]]]]] } } } } }),
  fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
);

const nastyKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'id', 'success', 'user_id'),
  nastyString,
);

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A value of the described type, often a bad one of that type (empty, huge, negative…). */
export function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(plausible));
  switch (typeOf(schema)) {
    case 'string':
      return fc.oneof(fc.string({ maxLength: 30 }), nastyString);
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 60 }), nastyNumber);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? plausible(schema.items) : nastyValue, { maxLength: 3 });
    case 'object':
      return objectOf(schema);
    default:
      return nastyValue;
  }
}

function fieldValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: plausible(schema) }, { weight: 2, arbitrary: nastyValue });
}

/** The described object with any field missing, wrong or nasty, and unknown fields added. */
export function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, field]) => [key, fieldValue(field)]),
  );
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(nastyKey, nastyValue, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

/** A request body: mostly the described object gone wrong, sometimes not an object at all. */
export function bodyOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 8, arbitrary: objectOf(schema) }, { weight: 2, arbitrary: nastyValue });
}

/** A query string of the named parameters (values nasty or repeated) plus an unknown one now and then. */
export function queryOf(parameters: { name: string; schema?: JsonSchema }[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.oneof(fc.string({ maxLength: 20 }), nastyString) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.array(nastyString, { minLength: 2, maxLength: 3 }) },
  );
  const fields = Object.fromEntries(parameters.map((p) => [p.name, value]));
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(nastyKey, value, { maxKeys: 1 }))
    .map(([known, extra]) => {
      const search = new URLSearchParams();
      for (const [key, v] of Object.entries({ ...extra, ...known })) {
        for (const item of Array.isArray(v) ? v : [v]) search.append(key, String(item));
      }
      return search.toString();
    });
}

type Path = string[];

function leafPaths(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return prefix.length ? [prefix] : [];
  return Object.entries(value).flatMap(([key, v]) => [
    [...prefix, key],
    ...(v !== null && typeof v === 'object' && !Array.isArray(v) ? leafPaths(v, [...prefix, key]) : []),
  ]);
}

function replaced(value: unknown, path: Path, replacement: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replacement(value);
  const [key, ...rest] = path as [string, ...string[]];
  const copy = { ...(value as Record<string, unknown>) };
  const next = replaced(copy[key], rest, replacement);
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

/** One change to a field: gone, a wrong value, or the right value with a NUL or another bad tail. */
const change: fc.Arbitrary<(old: unknown) => unknown> = fc.oneof(
  fc.constant(() => undefined),
  nastyValue.map((v) => () => v),
  fc
    .constantFrom('\u0000', '\u0007', '😀', ' ', '\uD800', 'x'.repeat(5000))
    .map((tail) => (old: unknown) => (typeof old === 'string' ? old + tail : old)),
);

/**
 * A valid request with one or two fields spoiled: it passes most of the validation, so the fuzzing
 * reaches the use case (and the SQL) with the bad part, not only the schema's first refusal.
 */
export function spoiled(valid: unknown): fc.Arbitrary<unknown> {
  const paths = leafPaths(valid);
  if (paths.length === 0) return fc.constant(valid);
  return fc
    .array(fc.tuple(fc.constantFrom(...paths), change), { minLength: 1, maxLength: 2 })
    .map((changes) => changes.reduce((body, [path, fn]) => replaced(body, path, fn), valid));
}

/** The same for a query string: `valid` is its parameters. */
export function spoiledQuery(valid: Record<string, string>): fc.Arbitrary<string> {
  return spoiled(valid).map((params) => {
    const search = new URLSearchParams();
    for (const [key, v] of Object.entries(params as Record<string, unknown>)) {
      for (const item of Array.isArray(v) ? v : [v])
        search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
    return search.toString();
  });
}

/**
 * The valid request once per text field, that field followed by `tail` (a NUL by default): the fuzzing's
 * deterministic part, so NUL reaches every field of every route on every run, not only by chance.
 */
export function everyTextFieldWith(valid: unknown, tail = '\u0000'): unknown[] {
  return leafPaths(valid)
    .filter(
      (path) =>
        typeof path.reduce<unknown>((v, key) => (v as Record<string, unknown>)?.[key], valid) === 'string',
    )
    .map((path) => replaced(valid, path, (old) => `${old as string}${tail}`));
}
