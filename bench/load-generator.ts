/**
 * The load generator: a process of its own, so its work never runs on the server's event loop. It
 * reads one job (a JSON file named on the command line), sends HTTP over loopback with keep-alive
 * agents, and prints its raw measurements as one JSON line on stdout (progress goes to stderr).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FanoutJob, FanoutResult, Job, LoadJob, LoadPhase, PhaseResult, RequestSpec } from './protocol';

interface Prepared {
  method: string;
  path: string;
  headers: http.OutgoingHttpHeaders;
  body: Buffer | null;
}

function prepare(spec: RequestSpec): Prepared {
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
  if (spec.token) headers.authorization = `Bearer ${spec.token}`;
  if (spec.headers) Object.assign(headers, spec.headers);
  let body: Buffer | null = null;
  if (spec.body !== undefined) {
    body = Buffer.from(JSON.stringify(spec.body));
    headers['content-type'] = 'application/json';
    headers['content-length'] = body.length;
  }
  return { method: spec.method, path: spec.path, headers, body };
}

function send(port: number, agent: http.Agent, request: Prepared): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body ?? undefined);
  });
}

async function runPhase(port: number, agent: http.Agent, phase: LoadPhase): Promise<PhaseResult> {
  const requests = phase.requests.map(prepare);
  const latencies: number[] = [];
  const firstErrors: string[] = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++] as Prepared;
      const started = performance.now();
      try {
        const answer = await send(port, agent, request);
        latencies.push(performance.now() - started);
        if (answer.status !== phase.expectStatus) {
          errors += 1;
          if (firstErrors.length < 5) firstErrors.push(`${answer.status} ${answer.body.slice(0, 200)}`);
        }
      } catch (error) {
        errors += 1;
        if (firstErrors.length < 5) firstErrors.push(String(error));
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(phase.concurrency, requests.length) }, worker));
  const elapsedMs = performance.now() - started;
  return { name: phase.name, concurrency: phase.concurrency, elapsedMs, latencies, errors, firstErrors };
}

async function runLoad(job: LoadJob): Promise<PhaseResult[]> {
  const results: PhaseResult[] = [];
  for (const phase of job.phases) {
    const agent = new http.Agent({
      keepAlive: true,
      maxSockets: phase.concurrency,
      maxFreeSockets: phase.concurrency,
    });
    results.push(await runPhase(job.port, agent, phase));
    agent.destroy();
    const last = results[results.length - 1] as PhaseResult;
    let slowest = 0;
    last.latencies.forEach((latency, i) => {
      if (latency > (last.latencies[slowest] ?? 0)) slowest = i;
    });
    process.stderr.write(
      `    ${phase.name}: ${last.latencies.length} requests in ${Math.round(last.elapsedMs)} ms, ${last.errors} errors, slowest ${Math.round(last.latencies[slowest] ?? 0)} ms (answer #${slowest + 1})\n`,
    );
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// Fan-out: many Server-Sent Events watchers, one change, time until the last of them hears it.

interface SseMessage {
  id: string | null;
  event: string | null;
  data: string;
}

interface Watcher {
  index: number;
  request: http.ClientRequest | null;
  version: number;
  /** The round whose message this watcher already counted. */
  heardRound: number;
}

interface Round {
  index: number;
  startedAt: number;
  remaining: number;
  firstAt: number;
  lastAt: number;
  toldCalled: number;
  done: () => void;
}

/** Splits an event stream into its blocks (`id:`, `event:`, `data:` lines; `:` lines are comments). */
class SseParser {
  private buffer = '';

  constructor(private readonly onMessage: (message: SseMessage) => void) {}

  push(chunk: string) {
    this.buffer += chunk;
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.parseBlock(block);
      end = this.buffer.indexOf('\n\n');
    }
  }

  private parseBlock(block: string) {
    let id: string | null = null;
    let event: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) this.onMessage({ id, event, data: data.join('\n') });
  }
}

function readRssKiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return match ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runFanout(job: FanoutJob): Promise<FanoutResult> {
  const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const watchers: Watcher[] = [];
  const firstErrors: string[] = [];
  let connectFailures = 0;
  let round: Round | null = null;

  const onMessage = (watcher: Watcher, message: SseMessage, at: number) => {
    if (message.event !== 'queue') return;
    const payload = JSON.parse(message.data) as { type: string; version: number; me?: { status?: string } };
    if (message.id !== null && Number(message.id) !== payload.version) {
      throw new Error(`event id ${message.id} differs from its version ${payload.version}`);
    }
    const version = payload.version;
    if (round && payload.type === job.expectType && version > watcher.version) {
      if (watcher.heardRound !== round.index) {
        watcher.heardRound = round.index;
        if (payload.me?.status === 'called') round.toldCalled += 1;
        if (round.firstAt === 0) round.firstAt = at;
        round.lastAt = at;
        round.remaining -= 1;
        if (round.remaining === 0) round.done();
      }
    }
    watcher.version = Math.max(watcher.version, version);
  };

  /** Opens one stream and resolves once its first message (the snapshot) has arrived. */
  const connect = (index: number, token: string | null, into: Watcher[] = watchers) =>
    new Promise<void>((resolve) => {
      const watcher: Watcher = { index, request: null, version: -1, heardRound: -1 };
      let settled = false;
      const settle = (ok: boolean, why?: string) => {
        if (settled) return;
        settled = true;
        if (ok) into.push(watcher);
        else {
          connectFailures += 1;
          if (firstErrors.length < 5 && why) firstErrors.push(why);
        }
        resolve();
      };
      const headers: http.OutgoingHttpHeaders = { accept: 'text/event-stream' };
      if (token) headers.authorization = `Bearer ${token}`;
      const request = http.request(
        { host: '127.0.0.1', port: job.port, path: job.streamPath, headers, agent: streamAgent },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            settle(false, `stream answered ${res.statusCode}`);
            return;
          }
          res.setEncoding('utf8');
          const parser = new SseParser((message) => {
            const at = performance.now();
            if (watcher.version < 0 && message.event === 'queue') {
              const first = JSON.parse(message.data) as { type: string; version: number };
              if (first.type !== 'snapshot') {
                settle(false, `first message was ${first.type}`);
                return;
              }
              watcher.version = first.version;
              settle(true);
              return;
            }
            onMessage(watcher, message, at);
          });
          res.on('data', (chunk: string) => parser.push(chunk));
          res.on('error', () => undefined);
          res.on('end', () => settle(false, 'stream ended'));
        },
      );
      watcher.request = request;
      request.on('error', (error) => settle(false, String(error)));
      request.setTimeout(60_000, () => {
        request.destroy(new Error('connect timeout'));
      });
      request.end();
    });

  const started = performance.now();
  for (let from = 0; from < job.tokens.length; from += job.connectBatch) {
    const batch = job.tokens.slice(from, from + job.connectBatch);
    await Promise.all(batch.map((token, offset) => connect(from + offset, token)));
    const done = from + batch.length;
    if (done % 2000 === 0 || done === job.tokens.length) {
      process.stderr.write(
        `    ${done}/${job.tokens.length} watchers connected (${Math.round(performance.now() - started)} ms)\n`,
      );
    }
  }
  const connectMs = performance.now() - started;
  for (const watcher of watchers) watcher.request?.setTimeout(0);
  await sleep(500);
  const rssKiBConnected = readRssKiB(job.serverPid);
  if (job.waitAfterConnect) {
    process.stdout.write('ready\n');
    await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
  }
  let rssKiBWarm = rssKiBConnected;

  const triggerAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const trigger = prepare(job.trigger);
  const lastWatcherMs: number[] = [];
  const firstWatcherMs: number[] = [];
  const triggerMs: number[] = [];
  const toldCalled: number[] = [];
  let timeouts = 0;
  for (let index = 0; index < job.warmupRounds + job.rounds; index += 1) {
    const measured = index >= job.warmupRounds;
    let timer: NodeJS.Timeout | undefined;
    const current: Round = {
      index,
      startedAt: 0,
      remaining: watchers.length,
      firstAt: 0,
      lastAt: 0,
      toldCalled: 0,
      done: () => undefined,
    };
    const heard = new Promise<boolean>((resolve) => {
      current.done = () => resolve(true);
      timer = setTimeout(() => resolve(false), job.roundTimeoutMs);
    });
    round = current;
    current.startedAt = performance.now();
    const answer = await send(job.port, triggerAgent, trigger);
    const answeredAt = performance.now();
    if (answer.status !== 200)
      throw new Error(`trigger answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    const allHeard = await heard;
    clearTimeout(timer);
    round = null;
    if (measured) {
      triggerMs.push(answeredAt - current.startedAt);
      if (allHeard) {
        lastWatcherMs.push(current.lastAt - current.startedAt);
        firstWatcherMs.push(current.firstAt - current.startedAt);
      } else {
        timeouts += 1;
        lastWatcherMs.push(Number.NaN);
        firstWatcherMs.push(Number.NaN);
      }
      toldCalled.push(current.toldCalled);
    }
    if (!allHeard) {
      process.stderr.write(`    round ${index}: ${current.remaining} watchers not told in time\n`);
    }
    await sleep(job.pauseMs);
    if (index === job.warmupRounds - 1) rssKiBWarm = readRssKiB(job.serverPid);
  }
  const rssKiBAfterRounds = readRssKiB(job.serverPid);
  triggerAgent.destroy();

  // What one more watcher costs while the others stay connected (a reconnect after a deploy, say).
  const sample: Watcher[] = [];
  const sampleConnectMs: number[] = [];
  const sampleTokens = job.tokens.slice(job.tokens.length - job.connectSample);
  const sampleStarted = performance.now();
  for (let from = 0; from < sampleTokens.length; from += job.connectSampleBatch) {
    const batch = sampleTokens.slice(from, from + job.connectSampleBatch);
    await Promise.all(
      batch.map(async (token, offset) => {
        const begun = performance.now();
        await connect(job.tokens.length + from + offset, token, sample);
        sampleConnectMs.push(performance.now() - begun);
      }),
    );
  }
  const sampleElapsedMs = performance.now() - sampleStarted;

  for (const watcher of [...watchers, ...sample]) watcher.request?.destroy();
  streamAgent.destroy();
  return {
    connected: watchers.length,
    connectFailures,
    firstErrors,
    connectMs,
    rssKiBConnected,
    rssKiBWarm,
    rssKiBAfterRounds,
    sampleConnectMs,
    sampleElapsedMs,
    lastWatcherMs,
    firstWatcherMs,
    triggerMs,
    toldCalled,
    timeouts,
  };
}

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: load-generator.ts <job.json>');
  const job = JSON.parse(readFileSync(file, 'utf8')) as Job;
  const result = job.kind === 'load' ? await runLoad(job) : await runFanout(job);
  process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
