import { randomBytes } from 'node:crypto';
import { advancePriceCents, advanceRefusal, PAYMENT_CHECKOUT_MINUTES } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { AppError, badRequest, forbidden, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { ticketPlace } from '../queues/joining/ticket-place';
import { ProviderUnavailable } from './payment-provider';

type Services = Pick<
  AppServices,
  | 'config'
  | 'clock'
  | 'database'
  | 'queues'
  | 'tickets'
  | 'establishments'
  | 'users'
  | 'payments'
  | 'advancePayments'
  | 'paymentProvider'
>;

/**
 * A client waiting in an active queue starts paying for an advance: the server checks the limits,
 * prices it from the queue's own price (never the browser's), records a pending payment and asks the
 * provider for a checkout. Nothing moves until the provider confirms the charge.
 */
export async function createAdvancePreference(
  services: Services,
  caller: Authenticated,
  input: { queueId: number; positions: number },
) {
  const queue = await services.queues.findById(input.queueId);
  if (!queue) throw notFound('Fila não encontrada');
  const ticket = await services.tickets.findWaitingOfClient(queue.id, caller.userId);
  if (!ticket) throw forbidden('Você não está nesta fila');
  if (queue.status !== 'ativa') throw badRequest('Só é possível avançar posições em uma fila ativa');

  const { position } = await ticketPlace(services, { queueId: queue.id, slot: ticket.slot, seq: ticket.seq });
  const refusal = advanceRefusal({
    position,
    positions: input.positions,
    maxAdvances: queue.max_advances,
    waitingTickets: queue.waiting_tickets,
  });
  if (refusal) throw badRequest(refusal, 'positions');

  const now = services.clock.now();
  const amountCents = advancePriceCents(input.positions, queue.advance_price_cents);
  const payment = {
    id: randomBytes(16).toString('base64url'),
    purpose: 'advance' as const,
    payer_type: 'cliente' as const,
    payer_id: caller.userId,
    amount_cents: amountCents,
    provider: services.paymentProvider.name,
    status: 'pending' as const,
    created_at: now,
    updated_at: now,
    expires_at: now + PAYMENT_CHECKOUT_MINUTES * 60_000,
  };
  await services.database.db.transaction().execute(async (trx) => {
    await services.payments.insert(payment, trx);
    await services.advancePayments.insert(
      {
        payment_id: payment.id,
        client_id: caller.userId,
        ticket_id: ticket.id,
        queue_id: queue.id,
        establishment_id: queue.establishment_id,
        positions: input.positions,
        unit_price_cents: queue.advance_price_cents,
      },
      trx,
    );
  });

  const client = await services.users.findById(caller.userId);
  const establishment = await services.establishments.findById(queue.establishment_id);
  try {
    const checkout = await services.paymentProvider.createCheckout({
      paymentId: payment.id,
      title: `Avanço de ${positionsLabel(input.positions)} — ${queue.name} (${establishment?.legal_name ?? 'Vez'})`,
      amountCents,
      payerEmail: client?.email ?? ticket.email,
      returnUrl: `${services.config.publicUrl}/cliente/filas/${queue.id}?pagamento=${payment.id}`,
      expiresAt: payment.expires_at,
    });
    await services.payments.update(payment.id, { provider_checkout_id: checkout.checkoutId });
    return { initPoint: checkout.initPoint, paymentId: payment.id, amountCents, positions: input.positions };
  } catch (error) {
    await services.payments.update(payment.id, { status: 'cancelled', failure: 'checkout-nao-criado' });
    if (error instanceof ProviderUnavailable) {
      throw new AppError(
        'upstream-failed',
        'O serviço de pagamento não respondeu. Tente novamente em instantes.',
      );
    }
    throw error;
  }
}

export function positionsLabel(positions: number): string {
  return positions === 1 ? '1 posição' : `${positions} posições`;
}
