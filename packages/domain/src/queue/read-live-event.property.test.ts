import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queueEventSchema } from './live-event';
import { readQueueEvent } from './read-live-event';

const num = fc.oneof(fc.integer({ min: -5, max: 500 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
const text = fc.oneof(fc.constantFrom('waiting', 'called', 'left', 'closed', 'ativa', ''), fc.string());

const meArb = fc.oneof(
  fc.constant(null),
  fc.record({
    status: fc.constant('waiting'),
    ticketId: num,
    position: num,
    letter: text,
    estimatedWaitMinutes: num,
    groupSize: num,
  }),
  fc.record(
    {
      status: fc.constantFrom('called', 'no_show', 'left', 'closed'),
      ticketId: num,
      calledAt: text,
      recalledAt: fc.option(text),
      ponto: fc.record({ nome: text, artigo: fc.constantFrom('a', 'o', 'à', '') }),
    },
    { requiredKeys: ['status', 'ticketId'] },
  ),
);

const eventArb = fc.record({
  type: fc.constantFrom('snapshot', 'resumed', 'change'),
  changes: fc.array(fc.constantFrom('joined', 'called', 'left')),
  version: num,
  queue: fc.record(
    {
      id: num,
      status: text,
      totalPessoas: num,
      totalTickets: num,
      posicoesOcupadas: num,
      minutosPorPosicao: num,
      baseadoEm: num,
      faixa: fc.option(fc.tuple(num, num)),
      aviso: fc.option(fc.record({ mensagem: text, em: text, expiraEm: fc.option(text) })),
    },
    {
      requiredKeys: [
        'id',
        'status',
        'totalPessoas',
        'totalTickets',
        'posicoesOcupadas',
        'minutosPorPosicao',
        'baseadoEm',
        'faixa',
      ],
    },
  ),
  me: meArb,
});

type Json = unknown;

/** One damage at a path: a key removed, a value replaced by any JSON value, or a stray key added. */
function damage(value: Json, path: string[], how: 'drop' | 'replace' | 'extra', other: Json): Json {
  if (path.length === 0 || typeof value !== 'object' || value === null)
    return how === 'replace' ? other : value;
  const copy: Record<string, Json> | Json[] = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = path as [string, ...string[]];
  const target = copy as Record<string, Json>;
  if (rest.length === 0) {
    if (how === 'drop') delete target[head];
    else if (how === 'replace') target[head] = other;
    else target[`x_${head}`] = other;
    return copy;
  }
  target[head] = damage(target[head], rest, how, other);
  return copy;
}

const PATHS = [
  ['type'],
  ['changes'],
  ['changes', '0'],
  ['version'],
  ['queue'],
  ['queue', 'id'],
  ['queue', 'status'],
  ['queue', 'faixa'],
  ['queue', 'faixa', '1'],
  ['queue', 'aviso'],
  ['queue', 'aviso', 'em'],
  ['queue', 'aviso', 'expiraEm'],
  ['queue', 'baseadoEm'],
  ['me'],
  ['me', 'status'],
  ['me', 'position'],
  ['me', 'letter'],
  ['me', 'calledAt'],
  ['me', 'recalledAt'],
];

describe('readQueueEvent agrees with queueEventSchema', () => {
  const agree = (input: Json) => {
    const parsed = queueEventSchema.safeParse(input);
    expect(readQueueEvent(input)).toEqual(parsed.success ? parsed.data : null);
  };

  it('on well-formed events (as JSON carries them)', () => {
    fc.assert(
      fc.property(eventArb, (event) => agree(JSON.parse(JSON.stringify(event)))),
      { numRuns: 500 },
    );
  });

  it('on events with one part dropped, replaced by any JSON value, or a stray key beside it', () => {
    fc.assert(
      fc.property(
        eventArb,
        fc.constantFrom(...PATHS),
        fc.constantFrom('drop', 'replace', 'extra') as fc.Arbitrary<'drop' | 'replace' | 'extra'>,
        fc.jsonValue(),
        (event, path, how, other) => agree(damage(JSON.parse(JSON.stringify(event)), path, how, other)),
      ),
      { numRuns: 2000 },
    );
  });

  it('on anything else a stream could carry', () => {
    fc.assert(fc.property(fc.jsonValue(), agree), { numRuns: 300 });
  });
});
