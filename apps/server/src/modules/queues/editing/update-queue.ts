import { createQueueSchema, nextOpeningAt, reaisToCents } from '@vez/domain';
import type { Updateable } from 'kysely';
import type { AppServices } from '../../../app-services';
import type { QueuesTable } from '../../../database/schema';
import type { QueueRow } from '../../../repositories/queues-repository';
import { AppError, badRequest } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { mutateQueue } from '../mutate-queue';
import { assertOwner } from '../queue-access';
import { toQueueView } from '../queue-views';
import { waitBasisOf } from '../waits/wait-basis';

type Services = Pick<AppServices, 'database' | 'queues' | 'queueMutex' | 'bus' | 'clock' | 'config'>;

/** The queue's current settings in the creation form's terms, so a partial edit can be merged in. */
function currentSettings(queue: QueueRow) {
  return {
    nome: queue.name,
    descricao: queue.description,
    tipo_fila: queue.queue_type,
    limitar_fila: queue.limited === 1,
    max_integrantes: queue.max_members,
    chamada_automatica: queue.auto_call === 1,
    intervalo_chamada: queue.call_interval_minutes,
    tempo_estimado: queue.minutes_per_position,
    valor_avancos: queue.advance_price_cents / 100,
    max_avancos: queue.max_advances,
    horario_abertura: queue.opening_time,
    permitir_convidados: queue.guests_allowed === 1,
    convidado_precisa_celular: queue.guest_phone_required === 1,
  };
}

/**
 * Fields a PUT may change; the status has calls of its own. The opening time changes only while the queue
 * waits for it ('agendada'); once open, it is history and a sent one is ignored, as the status is.
 */
const EDITABLE = [
  'horario_abertura',
  'nome',
  'descricao',
  'tipo_fila',
  'limitar_fila',
  'max_integrantes',
  'chamada_automatica',
  'intervalo_chamada',
  'tempo_estimado',
  'valor_avancos',
  'max_avancos',
  'permitir_convidados',
  'convidado_precisa_celular',
];

/** Columns a client's screens show (the queue view, Minhas Filas): a change to them is 'edited'. */
const SHOWN_TO_CLIENTS = [
  'name',
  'description',
  'queue_type',
  'limited',
  'max_members',
  'minutes_per_position',
  'advance_price_cents',
  'max_advances',
  'opening_time',
  'guests_allowed',
  'guest_phone_required',
  'opens_at',
] as const;

/**
 * PUT /api/queues/:id ('Editar Fila' on the queue detail, decision 049): edits the settings of
 * an open queue. Only the fields sent change, and the result must pass the creation rules. A limit below the
 * people already waiting is refused rather than silently dropping anyone.
 */
export async function updateQueue(
  services: Services,
  caller: Authenticated,
  queueId: number,
  changes: Record<string, unknown>,
) {
  await mutateQueue(services, queueId, async (_trx, queue, now) => {
    assertOwner(caller, queue);
    if (queue.status === 'encerrada') throw new AppError('invalid', 'Esta fila foi encerrada');
    // An open queue's opening time is history: one sent is ignored, not even checked.
    const scheduled = queue.status === 'agendada';
    const editable = scheduled ? EDITABLE : EDITABLE.filter((key) => key !== 'horario_abertura');
    const sent = Object.fromEntries(Object.entries(changes).filter(([key]) => editable.includes(key)));
    const parsed = createQueueSchema.safeParse({ ...currentSettings(queue), ...sent });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(issue?.message ?? 'Dados inválidos', issue?.path.join('.'));
    }
    const input = parsed.data;
    if (
      input.limitar_fila &&
      input.max_integrantes !== null &&
      input.max_integrantes < queue.waiting_people
    ) {
      throw new AppError(
        'invalid',
        `Já há ${queue.waiting_people} pessoas na fila: o máximo não pode ser menor`,
      );
    }
    const autoCallTurnsOn = input.chamada_automatica && queue.auto_call !== 1;
    const row: Updateable<QueuesTable> = {
      name: input.nome,
      description: input.descricao,
      queue_type: input.tipo_fila,
      limited: input.limitar_fila ? 1 : 0,
      max_members: input.limitar_fila ? input.max_integrantes : null,
      auto_call: input.chamada_automatica ? 1 : 0,
      call_interval_minutes: input.intervalo_chamada,
      auto_call_since: input.chamada_automatica ? (autoCallTurnsOn ? now : queue.auto_call_since) : null,
      minutes_per_position: input.tempo_estimado,
      advance_price_cents: reaisToCents(input.valor_avancos),
      max_advances: input.max_avancos,
      guests_allowed: input.permitir_convidados ? 1 : 0,
      guest_phone_required: input.convidado_precisa_celular ? 1 : 0,
      ...(scheduled && input.horario_abertura !== queue.opening_time
        ? {
            opening_time: input.horario_abertura,
            opens_at: nextOpeningAt(input.horario_abertura, now, services.config.timeZoneOffsetMinutes),
          }
        : {}),
    };
    const changed = (columns: readonly (keyof QueueRow)[]) =>
      columns.some((c) => c in row && row[c as keyof typeof row] !== queue[c]);
    return {
      result: null,
      queue: row,
      // Pressed without a change: no new version, and no watcher reads the queue again. Automatic calls
      // are a setting no client screen shows: 'updated', not 'edited' (decision 049).
      change: !changed(Object.keys(row) as (keyof QueueRow)[])
        ? null
        : { type: changed(SHOWN_TO_CLIENTS) ? 'edited' : 'updated' },
    };
  });
  const row = await services.queues.findById(queueId);
  // The answer tells the same wait as every other screen (decision 023), not just tempo_estimado.
  return row ? toQueueView(row, await waitBasisOf(services, row)) : null;
}
