import { type CreateQueue, nextOpeningAt, reaisToCents } from '@vez/domain';
import type { AppServices } from '../../../app-services';
import { AppError } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { withEstablishmentLock } from '../../establishments/with-establishment-lock';
import { toQueueView } from '../queue-views';
import { openingRefusal } from './open-queue-limit';

type Services = Pick<
  AppServices,
  'database' | 'queues' | 'subscriptions' | 'queueMutex' | 'clock' | 'config' | 'establishments'
>;

/**
 * Creates a queue for the calling establishment. One that opens now must fit the plan's limit of open
 * queues (ativa or pausada); a scheduled one does not count until it opens, and opens then only if there
 * is room (decision 058). The limit is checked and the queue inserted under the establishment's lock, so
 * two simultaneous creations cannot both slip under it.
 */
export async function createQueue(services: Services, caller: Authenticated, input: CreateQueue) {
  const establishmentId = caller.userId;
  return withEstablishmentLock(services, establishmentId, async (trx, now) => {
    // An account being deleted takes no new queue (the deletion marks it under this same lock).
    const establishment = await services.establishments.findById(establishmentId, trx);
    if (!establishment || establishment.deleted_at !== null)
      throw new AppError('not-found', 'Estabelecimento não encontrado');
    if (input.abrir_agora) {
      const refusal = await openingRefusal(services, trx, establishmentId, now, { locked: true });
      if (refusal) throw new AppError('forbidden', refusal);
    }

    const opensAt = input.abrir_agora
      ? null
      : nextOpeningAt(input.horario_abertura, now, services.config.timeZoneOffsetMinutes);
    const opensNow = opensAt === null;
    const row = await services.queues.insert(
      {
        establishment_id: establishmentId,
        name: input.nome,
        description: input.descricao,
        status: opensNow ? 'ativa' : 'agendada',
        queue_type: input.tipo_fila,
        limited: input.limitar_fila ? 1 : 0,
        max_members: input.limitar_fila ? input.max_integrantes : null,
        open_now: input.abrir_agora ? 1 : 0,
        opening_time: input.horario_abertura,
        auto_call: input.chamada_automatica ? 1 : 0,
        call_interval_minutes: input.intervalo_chamada,
        auto_call_since: input.chamada_automatica ? now : null,
        last_call_at: null,
        minutes_per_position: input.tempo_estimado,
        advance_price_cents: reaisToCents(input.valor_avancos),
        max_advances: input.max_avancos,
        guests_allowed: input.permitir_convidados ? 1 : 0,
        guest_phone_required: input.convidado_precisa_celular ? 1 : 0,
        created_at: now,
        updated_at: now,
        opens_at: opensAt,
        opened_at: opensNow ? now : null,
        closed_at: null,
      },
      trx,
    );
    return toQueueView(row);
  });
}
