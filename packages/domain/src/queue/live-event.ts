import { calledPointSchema } from '../service-points/service-point-schemas';
import { z } from '../zod';
import { queueBroadcastSchema } from './called-state';

/**
 * The messages of `GET /api/queues/:id/events` (decision 009). The server writes them; the web reads
 * them through this schema's zod-free twin `readQueueEvent` (a property test holds the two together),
 * so a message the page does not understand is ignored instead of breaking the screen.
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
  /** 'Editar Fila' (decision 049): what the summary does not carry changed; screens read the queue again. */
  'edited',
  'recalled',
  'broadcast',
  /** 'Desfazer' of a call (decision 051): the person is back in their place. */
  'uncalled',
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
  z.object({
    /** 'no_show': called, then marked 'Não compareceu' by the establishment (decision 044). */
    status: z.enum(['called', 'no_show', 'left', 'closed']),
    ticketId: z.number(),
    /** For 'called': when (ISO), and the last 'Chamar novamente' if any, so a recall shows afresh. */
    calledAt: z.string().optional(),
    recalledAt: z.string().nullable().optional(),
    /** For 'called' to a service point (issue 37): where to go. Absent for a call without a point. */
    ponto: calledPointSchema.optional(),
  }),
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
    /** What the figure rests on, so a live update keeps 'baseado em N atendimentos' right. */
    baseadoEm: z.number(),
    faixa: z.tuple([z.number(), z.number()]).nullable(),
    /** 'Aviso para a fila' (decision 022); absent from servers that predate it. */
    aviso: queueBroadcastSchema.optional(),
  }),
  me: myTicketSchema,
});

export type QueueEvent = z.output<typeof queueEventSchema>;
export type MyTicketEvent = QueueEvent['me'];
