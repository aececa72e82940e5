import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Mercado Pago endpoints we use, answering with their JSON shapes:
 * `POST /checkout/preferences/`, `GET /v1/payments/{id}`, `POST /v1/payments/{id}/refunds` (honouring
 * `X-Idempotency-Key` as Mercado Pago does). The test plays the buyer with `pay()` and the
 * notification sender with `signedNotification()`.
 */
export const FAKE_MP_TOKEN = 'TEST-0000000000000000-000000-fake';
export const FAKE_MP_SECRET = 'segredo-das-notificacoes';

interface FakePayment {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  currency_id: string;
  external_reference: string;
  payment_method_id: string;
  card: { last_four_digits: string };
}

export interface FakeMercadoPago {
  url: string;
  preferences: Record<string, unknown>[];
  refunds: { paymentId: number; amount: number; idempotencyKey: string }[];
  /** Every request as "METHOD path". */
  requests: string[];
  /** The buyer pays the preference of `externalReference`; returns Mercado Pago's payment id. */
  pay(externalReference: string, options?: { status?: string; amount?: number }): number;
  /** Mercado Pago changes a payment by itself (a refund from its panel, a chargeback). */
  setStatus(paymentId: number, status: string, statusDetail: string): void;
  /** The next `count` requests (those whose path starts with `pathPrefix`, if given) answer 500, as during an outage. */
  failNext(count: number, pathPrefix?: string): void;
  close(): Promise<void>;
}

export async function startFakeMercadoPago(): Promise<FakeMercadoPago> {
  const preferences: Record<string, unknown>[] = [];
  const payments = new Map<number, FakePayment>();
  const refunds: FakeMercadoPago['refunds'] = [];
  const requests: string[] = [];
  let failures = 0;
  let failingPrefix = '';
  let nextPaymentId = 1_000_000_001;

  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push(`${req.method} ${path}`);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== `Bearer ${FAKE_MP_TOKEN}`) {
      return send(401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
    }
    if (failures > 0 && path.startsWith(failingPrefix)) {
      failures--;
      return send(500, { message: 'internal_error', error: 'internal_error', status: 500, cause: [] });
    }
    if (req.method === 'POST' && path === '/checkout/preferences/') {
      const id = `123456789-pref-${preferences.length + 1}`;
      const preference = {
        ...body,
        id,
        collector_id: 123456789,
        init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
        date_created: new Date().toISOString(),
      };
      preferences.push(preference);
      return send(201, preference);
    }
    if (req.method === 'GET' && path === '/v1/payments/search') {
      const reference = new URL(req.url ?? '', 'http://x').searchParams.get('external_reference');
      const results = [...payments.values()].filter((p) => p.external_reference === reference);
      return send(200, { results, paging: { total: results.length, limit: 30, offset: 0 } });
    }
    const paymentId = Number(/^\/v1\/payments\/(\d+)/.exec(path)?.[1]);
    const payment = payments.get(paymentId);
    if (req.method === 'GET' && path === `/v1/payments/${paymentId}`) {
      return payment
        ? send(200, payment)
        : send(404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
    }
    if (req.method === 'POST' && path === `/v1/payments/${paymentId}/refunds` && payment) {
      const key = String(req.headers['x-idempotency-key'] ?? '');
      const earlier = refunds.find((refund) => refund.idempotencyKey === key);
      const refund = earlier ?? {
        paymentId,
        amount: Number(body.amount ?? payment.transaction_amount),
        idempotencyKey: key,
      };
      if (!earlier) {
        refunds.push(refund);
        payment.transaction_amount_refunded =
          Math.round((payment.transaction_amount_refunded + refund.amount) * 100) / 100;
      }
      if (payment.transaction_amount_refunded >= payment.transaction_amount) {
        payment.status = 'refunded';
        payment.status_detail = 'refunded';
      } else {
        payment.status_detail = 'partially_refunded';
      }
      return send(201, {
        id: refunds.indexOf(refund) + 1,
        payment_id: paymentId,
        amount: refund.amount,
        status: 'approved',
      });
    }
    send(404, { message: 'resource not found', error: 'not_found', status: 404, cause: [] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    preferences,
    refunds,
    requests,
    pay(externalReference, options = {}) {
      const preference = preferences.find((p) => p.external_reference === externalReference);
      const item = (preference?.items as { unit_price: number }[] | undefined)?.[0];
      if (!preference || !item) throw new Error(`no preference for ${externalReference}`);
      const id = nextPaymentId++;
      payments.set(id, {
        id,
        status: options.status ?? 'approved',
        status_detail: options.status === 'rejected' ? 'cc_rejected_other_reason' : 'accredited',
        transaction_amount: options.amount ?? item.unit_price,
        transaction_amount_refunded: 0,
        currency_id: 'BRL',
        external_reference: externalReference,
        payment_method_id: 'master',
        card: { last_four_digits: '4444' },
      });
      return id;
    },
    setStatus(paymentId, status, statusDetail) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no payment ${paymentId}`);
      payment.status = status;
      payment.status_detail = statusDetail;
    },
    failNext(count, pathPrefix = '') {
      failures = count;
      failingPrefix = pathPrefix;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A webhook request as Mercado Pago sends it, signed over the documented manifest. */
export function signedNotification(
  paymentId: number | string,
  options: { secret?: string; requestId?: string; signedAtMs?: number } = {},
) {
  const dataId = String(paymentId);
  const requestId = options.requestId ?? `req-${dataId}-${Math.random().toString(36).slice(2)}`;
  const ts = String(Math.floor((options.signedAtMs ?? Date.now()) / 1000));
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  const v1 = createHmac('sha256', options.secret ?? FAKE_MP_SECRET)
    .update(manifest)
    .digest('hex');
  return {
    method: 'POST' as const,
    url: `/api/payments/webhooks/mercadopago?data.id=${dataId}&type=payment`,
    headers: {
      'x-signature': `ts=${ts},v1=${v1}`,
      'x-request-id': requestId,
      'content-type': 'application/json',
    },
    payload: {
      action: 'payment.updated',
      api_version: 'v1',
      data: { id: dataId },
      date_created: new Date().toISOString(),
      id: Date.now(),
      live_mode: false,
      type: 'payment',
      user_id: '123456789',
    },
  };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
}
