import { hasControlCharacters } from '../auth/fields';
import { z } from '../zod';

/**
 * The called state and the queue's notice (issue 16, decision 022). A called client keeps seeing
 * 'É a sua vez!' for this long (Minhas Filas, a reload of the queue page) unless they dismiss it.
 */
export const CALLED_STATE_MINUTES = 30;
/** 'Chamar novamente' is possible this long after the call... */
export const RECALL_WINDOW_MINUTES = 15;
/** ...and this many times: each one is one repeat notification, never a stream of them. */
export const MAX_RECALLS = 3;

export const RECALL_TOO_LATE = `Só é possível chamar novamente até ${RECALL_WINDOW_MINUTES} minutos depois da chamada.`;
export const RECALL_LIMIT = `Este cliente já foi chamado novamente ${MAX_RECALLS} vezes.`;
export const RECALL_NO_SHOW = 'Este cliente foi marcado como não compareceu.';

/** Whether a call can still be repeated (same rule on the server and on the button). */
export function canRecall(
  call: { calledAt: number; recallCount: number; noShow: boolean },
  now: number,
): boolean {
  return (
    !call.noShow && call.recallCount < MAX_RECALLS && now - call.calledAt <= RECALL_WINDOW_MINUTES * 60_000
  );
}

export const BROADCAST_MAX_LENGTH = 140;
export const BROADCAST_REQUIRED = 'Escreva o aviso para a fila';
export const BROADCAST_TOO_LONG = `O aviso pode ter no máximo ${BROADCAST_MAX_LENGTH} caracteres`;
export const BROADCAST_INVALID_CHARACTERS =
  'O aviso não pode ter quebras de linha nem caracteres de controle';

/** How long a notice may show at most, and the choices the owner is offered (null: until removed). */
export const BROADCAST_MAX_MINUTES = 24 * 60;
export const BROADCAST_DURATIONS = [15, 30, 60, null] as const;
export const BROADCAST_DURATION_INVALID = 'A duração do aviso deve ser de 1 minuto a 24 horas';

/**
 * 'Aviso para a fila': one short line, trimmed. Line breaks count as control characters here.
 * `duracao_minutos` is how long it shows (absent or null: until removed).
 */
export const broadcastInputSchema = z.object({
  mensagem: z
    .string({ error: BROADCAST_REQUIRED })
    .trim()
    .min(1, { error: BROADCAST_REQUIRED })
    .refine((value) => Array.from(value).length <= BROADCAST_MAX_LENGTH, { error: BROADCAST_TOO_LONG })
    .refine((value) => !hasControlCharacters(value) && !/[\t\n\r\u2028\u2029]/.test(value), {
      error: BROADCAST_INVALID_CHARACTERS,
    }),
  duracao_minutos: z
    .number({ error: BROADCAST_DURATION_INVALID })
    .int({ error: BROADCAST_DURATION_INVALID })
    .min(1, { error: BROADCAST_DURATION_INVALID })
    .max(BROADCAST_MAX_MINUTES, { error: BROADCAST_DURATION_INVALID })
    .nullable()
    .optional(),
});
export type BroadcastInput = z.input<typeof broadcastInputSchema>;

/** The queue's notice as every watcher receives it (queue detail, live picture, Minhas Filas, TV panel). */
export const queueBroadcastSchema = z
  .object({
    mensagem: z.string(),
    em: z.string().describe('quando foi enviado: data e hora ISO 8601'),
    expiraEm: z.string().nullable().describe('quando deixa de aparecer (ISO 8601); null: até ser removido'),
  })
  .nullable();
export type QueueBroadcast = z.output<typeof queueBroadcastSchema>;

/** The stored columns as the public picture shows them. */
export function broadcastOf(row: {
  broadcast_message: string | null;
  broadcast_at: number | null;
  broadcast_expires_at: number | null;
}): QueueBroadcast {
  if (row.broadcast_message === null || row.broadcast_at === null) return null;
  return {
    mensagem: row.broadcast_message,
    em: new Date(row.broadcast_at).toISOString(),
    expiraEm: row.broadcast_expires_at === null ? null : new Date(row.broadcast_expires_at).toISOString(),
  };
}
