/**
 * The baseline: a bare Node `http` server in a process of its own, loaded by the same generator as the
 * real server. Any request gets a constant small JSON (its body is read and dropped), except
 * `GET /events`, an event stream that gets a constant snapshot, and `POST /fire`, which answers and
 * then writes one constant message of the real server's size to every open stream.
 * Prints `listening <port>` once ready.
 *
 * BASELINE_CPU_WORK=<n>: every request but the event stream first computes n HMACs, a fixed amount of CPU, so that a
 * capped baseline is bound by its CPU as a capped Vez instance is (the scale-out control, decision 037).
 * BASELINE_DB_URL and BASELINE_DB_QUERIES=<n>: before that, n trivial queries one after another on that
 * PostgreSQL (its own pool of 10 connections, no table, no lock): the round trips of a join, and nothing
 * else shared (the database control, decision 037).
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

const CONSTANT = JSON.stringify({ success: true, data: { ok: true, message: 'constante' } });

const CPU_WORK = Number(process.env.BASELINE_CPU_WORK ?? 0);

function burnCpu(): number {
  let sum = 0;
  for (let i = 0; i < CPU_WORK; i++) sum += createHmac('sha256', 'vez').update(`fila ${i}`).digest()[0] ?? 0;
  return sum;
}

const DB_QUERIES = Number(process.env.BASELINE_DB_QUERIES ?? 0);
const pool =
  process.env.BASELINE_DB_URL && DB_QUERIES > 0
    ? new pg.Pool({ connectionString: process.env.BASELINE_DB_URL, max: 10 })
    : null;
// An idle connection PostgreSQL drops is replaced at the next query; without a listener it would end the process.
pool?.on('error', () => undefined);

async function queryDatabase(): Promise<void> {
  if (!pool) return;
  for (let i = 0; i < DB_QUERIES; i++) await pool.query('select $1::int as n', [i]);
}

const streams = new Set<http.ServerResponse>();
let version = 1;

/** Same shape and about the same size as the real server's per-client message. */
function message(type: string) {
  const data = JSON.stringify({
    type,
    changes: [type],
    version,
    queue: {
      id: 1,
      status: 'ativa',
      totalPessoas: 10000,
      totalTickets: 10000,
      posicoesOcupadas: 10000,
      minutosPorPosicao: 5,
    },
    me: {
      status: 'waiting',
      ticketId: 12345,
      position: 5000,
      letter: 'a',
      estimatedWaitMinutes: 24995,
      groupSize: 1,
    },
  });
  return `id: ${version}\nevent: queue\ndata: ${data}\n\n`;
}

const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/events') {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
    });
    response.write('retry: 3000\n\n');
    response.write(message('snapshot'));
    streams.add(response);
    response.on('close', () => streams.delete(response));
    return;
  }
  request.resume();
  request.on('end', async () => {
    try {
      await queryDatabase();
    } catch {
      response.writeHead(500).end();
      return;
    }
    if (CPU_WORK > 0) burnCpu();
    response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    response.end(CONSTANT);
    if (request.method === 'POST' && request.url === '/fire') {
      setImmediate(() => {
        version += 1;
        const bytes = message('called');
        for (const stream of streams) stream.write(bytes);
      });
    }
  });
});

server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`listening ${port}\n`);
});

const stop = () => {
  for (const stream of streams) stream.end();
  void pool?.end().catch(() => undefined);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
