import { formatCnpj } from '@vez/domain';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import {
  advancePreference,
  clampedAdvanceSetup,
  paymentOf,
  paySimulated,
  queueWithLine,
  revenue,
} from '../../test-support/payment-fixtures';
import { type Account, activeQueues, callNext, leave, queueDetail } from '../../test-support/queue-fixtures';
import { useSmtpCatcher } from '../../test-support/smtp-catcher';
import { describeEachDialect } from '../../test-support/test-app';
import { deliverOutbox } from '../outbox/deliver-outbox';
import { retryOwedRefunds } from './retry-owed-refunds';

const smtp = useSmtpCatcher();

function closeQueue(app: FastifyInstance, owner: Account, queueId: number) {
  return app.inject({ method: 'DELETE', url: `/api/queues/${queueId}`, headers: bearer(owner.token) });
}

async function chargesOf(app: FastifyInstance, paymentId: string) {
  return app.services.simulatedCharges.listForPayment(paymentId);
}

/** Decision 054: what a paid advance costs when the client leaves, and when the queue closes. */
describeEachDialect('the money of a paid advance', (ctx) => {
  it('keeps the charge when the client leaves by choice, and the leave dialog can name it', async () => {
    const { app } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 4);
    const fourth = clients[3]!;
    const { paymentId } = await advancePreference(app, fourth, queue.id, 2);
    expect((await paySimulated(app, fourth, paymentId)).statusCode).toBe(200);

    expect((await queueDetail(app, fourth, queue.id)).meuAvancoPagoCentavos).toBe(1150);
    const mine = (await activeQueues(app, fourth)).find((q: { id: number }) => q.id === queue.id);
    expect(mine.avanco_pago_centavos).toBe(1150);
    // Nobody else's ticket carries the amount.
    expect((await queueDetail(app, clients[0]!, queue.id)).meuAvancoPagoCentavos).toBe(0);

    expect((await leave(app, fourth, queue.id)).statusCode).toBe(200);
    expect(await paymentOf(app, fourth, paymentId)).toMatchObject({ status: 'aprovado', estornoCentavos: 0 });
    expect(await revenue(app, owner)).toMatchObject({ totalCentavos: 1150, avancos: 1 });
    expect((await chargesOf(app, paymentId)).map((c) => c.refunded_cents)).toEqual([0]);
  });

  it('names only what a clamped advance kept', async () => {
    const { app } = ctx();
    const { queue, fifth, paymentId } = await clampedAdvanceSetup(app);
    await paySimulated(app, fifth, paymentId);
    expect((await queueDetail(app, fifth, queue.id)).meuAvancoPagoCentavos).toBe(1150);
  });

  it('refunds every advance of a ticket still waiting when the establishment closes the queue, once', async () => {
    const { app, outbox } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 6);
    const [, , , fourth, fifth, sixth] = clients as [Account, Account, Account, Account, Account, Account];
    // Fourth pays for 1 (4 -> 3b); sixth asks for 3, but after three calls only 2 can still be given.
    const kept = await advancePreference(app, fourth, queue.id, 1);
    await paySimulated(app, fourth, kept.paymentId);
    const clamped = await advancePreference(app, sixth, queue.id, 3);
    for (let i = 0; i < 3; i++) await callNext(app, owner, queue.id);
    await paySimulated(app, sixth, clamped.paymentId);
    // Line: fourth 1a, sixth 1b, fifth 2; fifth pays for 1 (-> 1c), then fourth is called.
    const plain = await advancePreference(app, fifth, queue.id, 1);
    await paySimulated(app, fifth, plain.paymentId);
    await callNext(app, owner, queue.id);
    expect(await revenue(app, owner)).toMatchObject({ totalCentavos: 1000 + 1150 + 1000, avancos: 3 });

    const closed = await closeQueue(app, owner, queue.id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toEqual({ ticketsEncerrados: 2 });
    expect((await closeQueue(app, owner, queue.id)).statusCode).toBe(400);

    // Fourth was called: the service was given, the money stays.
    expect(await paymentOf(app, fourth, kept.paymentId)).toMatchObject({ status: 'aprovado' });
    expect(await paymentOf(app, fifth, plain.paymentId)).toMatchObject({
      status: 'estornado',
      estornoCentavos: 1000,
      motivoEstorno: 'fila-encerrada',
    });
    expect(await paymentOf(app, sixth, clamped.paymentId)).toMatchObject({
      status: 'estornado',
      estornoCentavos: 1323,
      motivoEstorno: 'fila-encerrada',
    });
    // At the provider the clamped charge ends refunded in full: its unused part first, then the rest.
    expect((await chargesOf(app, plain.paymentId)).map((c) => [c.status, c.refunded_cents])).toEqual([
      ['refunded', 1000],
    ]);
    expect((await chargesOf(app, clamped.paymentId)).map((c) => [c.status, c.refunded_cents])).toEqual([
      ['refunded', 1323],
    ]);
    expect(await revenue(app, owner)).toMatchObject({ totalCentavos: 1000, avancos: 1 });
    // Nothing stays owed for the sweep to repeat.
    expect(await retryOwedRefunds(app.services, () => {})).toBe(0);

    await deliverOutbox(app.services);
    const refundMails = (await outbox()).filter((m) => m.subject.startsWith('Vez — devolução do avanço'));
    expect(refundMails.map((m) => m.to).sort()).toEqual([fifth.email, sixth.email].sort());
    expect(refundMails.find((m) => m.to === sixth.email)?.text).toContain('Devolvido: R$ 13,23');
  });

  it('leaves a refund owed when the provider is down at the close, and the sweep finishes it', async () => {
    const { app, clock } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 3);
    const third = clients[2]!;
    const { paymentId } = await advancePreference(app, third, queue.id, 1);
    await paySimulated(app, third, paymentId);
    const provider = app.services.paymentProvider;
    const refund = provider.refund.bind(provider);
    provider.refund = () => Promise.reject(new Error('provedor fora do ar'));
    try {
      expect((await closeQueue(app, owner, queue.id)).statusCode).toBe(200);
    } finally {
      provider.refund = refund;
    }
    expect((await chargesOf(app, paymentId)).map((c) => c.refunded_cents)).toEqual([0]);
    clock.advance(61_000);
    expect(await retryOwedRefunds(app.services, () => {})).toBe(1);
    expect((await chargesOf(app, paymentId)).map((c) => c.refunded_cents)).toEqual([1000]);
  });

  it('writes one receipt per advance payment, applied or refunded, naming the legal name and CNPJ', async () => {
    const { app, outbox, secondInstance } = ctx();
    const { owner, queue, clients } = await queueWithLine(app, 4);
    const seller = (await app.services.establishments.findById(owner.id))!;
    const fourth = clients[3]!;
    const third = clients[2]!;
    const paid = await advancePreference(app, fourth, queue.id, 2);
    await paySimulated(app, fourth, paid.paymentId);
    // Paying again for the same payment, from another instance, sends nothing more.
    const other = await secondInstance();
    await paySimulated(other, fourth, paid.paymentId);
    // Third starts a payment, leaves, then pays: refunded at once, and still told so by a receipt.
    const gone = await advancePreference(app, third, queue.id, 1);
    await leave(app, third, queue.id);
    await paySimulated(app, third, gone.paymentId);
    await Promise.all([deliverOutbox(app.services), deliverOutbox(other.services)]);

    const receipts = (await outbox()).filter((m) => m.subject.startsWith('Vez — recibo do avanço'));
    expect(receipts.map((m) => m.to).sort()).toEqual([fourth.email, third.email].sort());
    const applied = receipts.find((m) => m.to === fourth.email)!;
    expect(applied.text).toContain(`Estabelecimento: ${seller.legal_name}`);
    expect(applied.text).toContain(`CNPJ: ${formatCnpj(seller.cnpj)}`);
    expect(applied.text).toContain('Valor: R$ 11,50');
    expect(applied.text).toContain('Serviço: Avançar 2 posições');
    expect(applied.text).toContain(
      'Se você sair da fila por conta própria, o valor do avanço não é devolvido',
    );
    expect(applied.text).toContain('o valor é devolvido automaticamente');
    const refunded = receipts.find((m) => m.to === third.email)!;
    expect(refunded.text).toContain('Devolvido: R$ 10,00');
    expect(refunded.text).not.toContain('sair da fila por conta própria');
  });
});

describeEachDialect(
  'advance receipt through a real SMTP server',
  (ctx) => {
    it('delivers the receipt over SMTP once, even with two instances delivering', async () => {
      const { app, secondInstance } = ctx();
      smtp.received.length = 0;
      const { queue, clients } = await queueWithLine(app, 3);
      const third = clients[2]!;
      const { paymentId } = await advancePreference(app, third, queue.id, 2);
      await paySimulated(app, third, paymentId);
      const other = await secondInstance();
      await Promise.all([deliverOutbox(app.services), deliverOutbox(other.services)]);
      await deliverOutbox(app.services);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([third.email]);
      const raw = smtp.received[0]!.raw.replace(/=\r?\n/g, '');
      expect(raw).toContain('11,50');
      expect(raw).toContain(paymentId);
    });
  },
  { env: () => ({ SMTP_URL: smtp.url() }) },
);
