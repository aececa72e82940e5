import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { bearer } from '../../test-support/fixtures';
import { callNext, createQueue, join, newClient, newEstablishment } from '../../test-support/queue-fixtures';
import { closedAfterEach, listenOnLoopback, openStream } from '../../test-support/sse-client';
import { describeEachDialect } from '../../test-support/test-app';
import { Scheduler } from '../scheduler/scheduler';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

async function scrape(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** The value of one sample line (`name{labels} value`), or undefined when Prometheus would see none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describeEachDialect(
  'GET /metrics (METRICS_TOKEN set)',
  (ctx) => {
    const streams = closedAfterEach();

    it('answers only with the token, and never as the web app', async () => {
      const { app } = ctx();
      for (const headers of [{}, bearer('wrong-token'), { authorization: TOKEN }]) {
        const refused = await app.inject({ method: 'GET', url: '/metrics', headers });
        expect(refused.statusCode).toBe(401);
        expect(refused.json().message).toMatch(/token das métricas/);
        expect(refused.body).not.toContain('vez_');
      }
    });

    it('counts joins and calls, times requests by route pattern, and reports process and pool figures', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      for (const name of ['Ana Souza', 'Bruno Lima', 'Carla Reis']) {
        const client = await newClient(app, name);
        expect((await join(app, client, queue.id)).statusCode).toBe(201);
      }
      await callNext(app, owner, queue.id);
      await app.inject({ method: 'GET', url: `/api/queues/${queue.id}`, headers: bearer(owner.token) });

      const text = await scrape(app);
      expect(sample(text, 'vez_queue_changes_total{type="joined"}')).toBe(3);
      expect(sample(text, 'vez_queue_changes_total{type="called"}')).toBe(1);
      // By the route's pattern: one series for every queue, not one per id.
      expect(text).toContain(
        'vez_http_request_duration_seconds_count{method="GET",route="/api/queues/:id",status_code="200"} 1',
      );
      expect(text).toContain(
        'vez_http_request_duration_seconds_count{method="POST",route="/api/queues/:id/join",status_code="201"} 3',
      );
      expect(text).not.toMatch(new RegExp(`route="/api/queues/${queue.id}"`));
      expect(sample(text, 'vez_live_streams_open')).toBe(0);
      expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
      // The scheduler is the server's (server.ts); an app built without one reports no lag at all.
      expect(text).not.toContain('vez_scheduler_lag_seconds');
      if (ctx().dialect === 'postgres') {
        expect(sample(text, 'vez_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'vez_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
      } else {
        expect(text).not.toContain('vez_db_pool_connections');
      }
    });

    it('reports the outbox: what waits, since when, and what was given up on', async () => {
      const { app, clock } = ctx();
      const { outbox } = app.services;
      const message = (key: string) => ({
        dedupe_key: key,
        channel: 'email' as const,
        recipient: 'ana@exemplo.com',
        subject: 'Assunto',
        text_body: 'Texto',
        html_body: '<p>Texto</p>',
        created_at: clock.now(),
        available_at: clock.now(),
        attachment: null,
      });
      await outbox.enqueue(message('metrics:a'));
      await outbox.enqueue(message('metrics:b'));
      await outbox.enqueue({ ...message('metrics:later'), available_at: clock.now() + 3_600_000 });
      clock.advance(90_000);
      // One of them fails for good (its last attempt).
      const [first] = await outbox.claimDue(clock.now(), clock.now() + 60_000, 'worker', 1);
      await outbox.markFailed(first?.id ?? 0, 'worker', clock.now(), null, 'recusado');

      const text = await scrape(app);
      // The one due later waits too; only due ones count for the age.
      expect(sample(text, 'vez_outbox_pending_messages')).toBe(2);
      expect(sample(text, 'vez_outbox_oldest_due_seconds')).toBe(90);
      expect(sample(text, 'vez_outbox_failed_messages')).toBe(1);
      clock.advance(25 * 60 * 60 * 1000);
      expect(sample(await scrape(app), 'vez_outbox_failed_messages')).toBe(0);
    });

    it('counts a request no route matched under one label, whatever address was asked', async () => {
      const { app } = ctx();
      for (const url of ['/api/nada', '/api/outra/coisa']) await app.inject({ method: 'GET', url });
      const text = await scrape(app);
      expect(text).toContain(
        'vez_http_request_duration_seconds_count{method="GET",route="sem-rota",status_code="404"} 2',
      );
      expect(text).not.toContain('/api/nada');
    });

    it('reports how late the scheduler is, growing while a tick hangs', async () => {
      const { app, clock } = ctx();
      const scheduler = new Scheduler([], app.log, 1_000, clock.now);
      app.metrics?.watchScheduler(() => scheduler.lagMs());
      await scheduler.tick();
      expect(sample(await scrape(app), 'vez_scheduler_lag_seconds')).toBe(0);
      clock.advance(6_000);
      expect(sample(await scrape(app), 'vez_scheduler_lag_seconds')).toBe(5);
    });

    it('reports the open live streams of this instance', async () => {
      const { app } = ctx();
      const owner = await newEstablishment(app);
      const queue = await createQueue(app, owner);
      const stream = await openStream(`${await listenOnLoopback(app)}/api/queues/${queue.id}/events`, {
        token: owner.token,
      });
      streams.push(stream);
      await expect.poll(async () => sample(await scrape(app), 'vez_live_streams_open')).toBe(1);
      stream.close();
      await expect.poll(async () => sample(await scrape(app), 'vez_live_streams_open')).toBe(0);
    });
  },
  { env: { METRICS_TOKEN: TOKEN } },
);

describeEachDialect('GET /metrics (no METRICS_TOKEN)', (ctx) => {
  it('is off: a JSON 404, not the web app, and no request is timed', async () => {
    const { app } = ctx();
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Rota não encontrada: GET /metrics' });
    expect(app.metrics).toBeNull();
  });
});
