import type { QueueStatus } from './queue-types';

/**
 * Whether an operation is allowed, as the Portuguese message shown to the user (null = allowed).
 * The server and the web app use the same functions, so the UI never promises what the server refuses.
 */

/** People in a group ticket at most, leader included. */
export const MAX_GROUP_SIZE = 8;

/** Default max_avancos of a queue. */
export const DEFAULT_MAX_ADVANCES = 8;

export function joinRefusal(input: {
  status: QueueStatus;
  alreadyWaiting: boolean;
  groupSize: number;
  limited: boolean;
  /** null on a limited queue means the limit was never set; nothing can be enforced then. */
  maxMembers: number | null;
  peopleWaiting: number;
}): string | null {
  if (input.status !== 'ativa') return 'Esta fila não está ativa no momento';
  if (input.alreadyWaiting) return 'Você já está nesta fila';
  if (input.groupSize > MAX_GROUP_SIZE) return `Um grupo pode ter no máximo ${MAX_GROUP_SIZE} pessoas`;
  if (
    input.limited &&
    input.maxMembers !== null &&
    input.peopleWaiting + input.groupSize > input.maxMembers
  ) {
    return 'A fila atingiu o limite de integrantes';
  }
  return null;
}

/** Largest advance a ticket at `position` may buy: min(max_avancos, position - 1), never below 0. */
export function maxAdvanceFor(position: number, maxAdvances: number): number {
  return Math.max(0, Math.min(Math.floor(maxAdvances), Math.floor(position) - 1));
}

/** The refusal above the maximum, in correct Portuguese for a maximum of one. */
export function advanceLimitMessage(max: number): string {
  return `Você só pode avançar no máximo ${max} ${max === 1 ? 'posição' : 'posições'}`;
}

/**
 * Said wherever 'Avançar Posições' cannot be used because the client is already first (the queue
 * view, Minhas Filas, the dialog, the server): a group of three alone in a queue is one ticket, so
 * 'apenas uma pessoa' read wrong beside a card showing 3 people.
 */
export const ALREADY_FIRST_MESSAGE = 'Você já está na primeira posição';

export function advanceRefusal(input: {
  position: number;
  positions: number;
  maxAdvances: number;
  waitingTickets: number;
}): string | null {
  // Alone in the queue means first too: one reason, said the same way everywhere.
  if (input.position <= 1 || input.waitingTickets <= 1) return ALREADY_FIRST_MESSAGE;
  const max = maxAdvanceFor(input.position, input.maxAdvances);
  if (!Number.isInteger(input.positions) || input.positions < 1 || input.positions > max) {
    // The maximum shown is "at least 1", even when nothing can be bought.
    return advanceLimitMessage(Math.max(1, max));
  }
  return null;
}

/**
 * An open queue ('fila aberta', docs/reports.md; decision 058): 'ativa' or 'pausada' — a paused queue keeps
 * everyone's place and opens again with a press. A scheduled ('agendada') queue is not open until it
 * opens, a closed one never again. The plan limit, the dashboard and the owner's screens count the same.
 */
export const OPEN_QUEUE_STATUSES = ['ativa', 'pausada'] as const;

export function isOpenQueue(status: string): boolean {
  return (OPEN_QUEUE_STATUSES as readonly string[]).includes(status);
}

/** ativa <-> pausada, and anything not yet closed may be closed; a closed queue stays closed. */
export function statusTransitionRefusal(from: QueueStatus, to: QueueStatus): string | null {
  if (from === 'encerrada') return 'Esta fila foi encerrada';
  if (from === to) return from === 'ativa' ? 'A fila já está ativa' : 'A fila já está pausada';
  return null;
}

export function callRefusal(status: QueueStatus, waitingTickets: number): string | null {
  if (status !== 'ativa') return 'A fila precisa estar ativa para chamar';
  if (waitingTickets <= 0) return 'Não há clientes na fila';
  return null;
}
