import { z } from 'zod';

/**
 * The messages of `GET /api/queues/:id/events` (DESIGN §4.5). The server writes them; the web reads
 * them through this schema, so a message the page does not understand is ignored instead of
 * breaking the screen.
 */
export const QUEUE_CHANGE_TYPES = [
  'joined',
  'left',
  'called',
  'advanced',
  'paused',
  'resumed',
  'opened',
  'closed',
  'updated',
] as const;

const myTicketSchema = z.union([
  z.object({
    status: z.literal('waiting'),
    ticketId: z.number(),
    position: z.number(),
    letter: z.string(),
    estimatedWaitMinutes: z.number(),
    groupSize: z.number(),
  }),
  z.object({ status: z.enum(['called', 'left', 'closed']), ticketId: z.number() }),
  z.null(),
]);

export const queueEventSchema = z.object({
  /** `snapshot` = a full picture; `resumed` = nothing was missed; `change` = something happened. */
  type: z.string(),
  changes: z.array(z.string()),
  version: z.number(),
  queue: z.object({
    id: z.number(),
    status: z.string(),
    totalPessoas: z.number(),
    totalTickets: z.number(),
    posicoesOcupadas: z.number(),
    minutosPorPosicao: z.number(),
  }),
  me: myTicketSchema,
});

export type QueueEvent = z.output<typeof queueEventSchema>;
export type MyTicketEvent = QueueEvent['me'];
