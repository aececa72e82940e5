import { z } from '../zod';

/**
 * One press at the counter is one action (issue 38, decision 051). Each press of 'Chamar Próximo',
 * 'Chamar novamente', 'Não compareceu' or 'Desfazer' carries a fresh idempotency key; a request that
 * repeats a key (a double click that got past the button, a retry after a lost answer) gets the first
 * request's answer and changes nothing.
 */
export const PRESS_KEY_HEADER = 'idempotency-key';
export const PRESS_KEY_INVALID =
  'Cabeçalho Idempotency-Key inválido: use de 8 a 128 letras, números, hífens ou sublinhados.';
export const PRESS_KEY_REUSED = 'Esta chave de idempotência já foi usada para outra ação.';

export const pressKeySchema = z
  .string({ error: PRESS_KEY_INVALID })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, { error: PRESS_KEY_INVALID });

/** The headers of a press: the key is optional (API clients of before it keep working). */
export const pressHeadersSchema = z.looseObject({
  [PRESS_KEY_HEADER]: pressKeySchema
    .optional()
    .describe('Chave única por toque (ex.: um UUID); repetir a chave repete a resposta sem repetir a ação'),
});

/**
 * 'Desfazer' of a call or of a 'Não compareceu': offered this long on screen, and accepted by the
 * server a little longer (the toast waits while the pointer or the focus is on it, and the request
 * travels).
 */
export const UNDO_OFFER_SECONDS = 10;
export const UNDO_WINDOW_SECONDS = 20;

export const UNDO_CALL_TOO_LATE = 'Não é mais possível desfazer esta chamada.';
export const UNDO_CALL_ALREADY = 'Esta chamada já foi desfeita.';
export const UNDO_CALL_REJOINED = 'Não é possível desfazer: o cliente já entrou na fila de novo.';
export const UNDO_CALL_QUEUE_CLOSED = 'Não é possível desfazer: a fila foi encerrada.';
export const UNDO_NO_SHOW_TOO_LATE = "Não é mais possível desfazer o 'Não compareceu'.";
export const UNDO_NOT_A_NO_SHOW = "Este cliente não está marcado como 'Não compareceu'.";

/** Whether an action done at `doneAt` can still be undone at `now` (the server's rule). */
export function canUndo(doneAt: number, now: number): boolean {
  return now - doneAt <= UNDO_WINDOW_SECONDS * 1000;
}
