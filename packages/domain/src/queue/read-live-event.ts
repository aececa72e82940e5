import type { QueueEvent } from './live-event';

/**
 * `queueEventSchema.safeParse`, without zod: the same acceptance and the same output (unknown keys
 * dropped), checked against the schema by a property test. A live page (the queue view, the
 * dashboard, Minhas Filas) reads every message through it, and zod with its schema-building would
 * cost a cheap phone a long task right after the first paint (issue 18).
 */
export function readQueueEvent(value: unknown): QueueEvent | null {
  if (!isRecord(value)) return null;
  const { type, changes, version } = value;
  if (typeof type !== 'string' || typeof version !== 'number' || !Number.isFinite(version)) return null;
  if (!Array.isArray(changes) || !everyItem(changes, (change) => typeof change === 'string')) return null;
  const queue = readQueue(value.queue);
  if (!queue) return null;
  const me = readMe(value.me);
  if (me === undefined) return null;
  return { type, changes: [...changes], version, queue, me };
}

type Queue = QueueEvent['queue'];
type Me = QueueEvent['me'];

const QUEUE_NUMBERS = [
  'id',
  'totalPessoas',
  'totalTickets',
  'posicoesOcupadas',
  'minutosPorPosicao',
  'baseadoEm',
] as const;

function readQueue(value: unknown): Queue | null {
  if (!isRecord(value) || typeof value.status !== 'string') return null;
  if (!QUEUE_NUMBERS.every((key) => isNumber(value[key]))) return null;
  const { faixa, aviso } = value;
  const range =
    faixa === null
      ? null
      : Array.isArray(faixa) && faixa.length === 2 && everyItem(faixa, isNumber)
        ? faixa
        : undefined;
  if (range === undefined) return null;
  const queue: Queue = {
    id: value.id as number,
    status: value.status,
    totalPessoas: value.totalPessoas as number,
    totalTickets: value.totalTickets as number,
    posicoesOcupadas: value.posicoesOcupadas as number,
    minutosPorPosicao: value.minutosPorPosicao as number,
    baseadoEm: value.baseadoEm as number,
    faixa: range === null ? null : [range[0] as number, range[1] as number],
  };
  if (!('aviso' in value) || aviso === undefined) return queue;
  if (aviso === null) return { ...queue, aviso: null };
  if (!isRecord(aviso) || typeof aviso.mensagem !== 'string' || typeof aviso.em !== 'string') return null;
  const { expiraEm } = aviso;
  if (expiraEm !== null && typeof expiraEm !== 'string') return null;
  return { ...queue, aviso: { mensagem: aviso.mensagem, em: aviso.em, expiraEm } };
}

/** The client's own ticket; `undefined` when it is not one of the three shapes. */
function readMe(value: unknown): Me | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !isNumber(value.ticketId)) return undefined;
  if (value.status === 'waiting') {
    const { position, letter, estimatedWaitMinutes, groupSize } = value;
    if (!isNumber(position) || typeof letter !== 'string') return undefined;
    if (!isNumber(estimatedWaitMinutes) || !isNumber(groupSize)) return undefined;
    return { status: 'waiting', ticketId: value.ticketId, position, letter, estimatedWaitMinutes, groupSize };
  }
  const { status } = value;
  if (status !== 'called' && status !== 'no_show' && status !== 'left' && status !== 'closed') {
    return undefined;
  }
  const { calledAt, recalledAt, ponto } = value;
  if (calledAt !== undefined && typeof calledAt !== 'string') return undefined;
  if (recalledAt !== undefined && recalledAt !== null && typeof recalledAt !== 'string') return undefined;
  const point = ponto === undefined ? undefined : readPoint(ponto);
  if (point === null) return undefined;
  const me: NonNullable<Me> = { status, ticketId: value.ticketId };
  if (calledAt !== undefined) me.calledAt = calledAt;
  if (recalledAt !== undefined) me.recalledAt = recalledAt;
  if (point !== undefined) me.ponto = point;
  return me;
}

/** A call's service point (issue 37): a name and its article, or null when it is not one. */
function readPoint(value: unknown): { nome: string; artigo: 'a' | 'o' } | null {
  if (!isRecord(value) || typeof value.nome !== 'string') return null;
  if (value.artigo !== 'a' && value.artigo !== 'o') return null;
  return { nome: value.nome, artigo: value.artigo };
}

/** `every`, holes included (`[].every` skips the holes of a sparse array; zod does not). */
function everyItem(items: unknown[], test: (item: unknown) => boolean): boolean {
  for (let i = 0; i < items.length; i++) if (!test(items[i])) return false;
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** zod's `z.number()`: a finite number (NaN and ±Infinity refused). */
function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
