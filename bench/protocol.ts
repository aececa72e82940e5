/** What the orchestrator (run.ts) asks of the load generator, and what it answers. */

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  /** Bearer token, sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** JSON body, sent with its content type and length. */
  body?: unknown;
  /** Further headers (a guest join's device id). */
  headers?: Record<string, string>;
}

/** One closed-loop phase: `concurrency` workers send the requests in order, each as soon as its last answered. */
export interface LoadPhase {
  name: string;
  concurrency: number;
  requests: RequestSpec[];
  /** The answer every request must get; any other is counted as an error. */
  expectStatus: number;
}

export interface LoadJob {
  kind: 'load';
  port: number;
  phases: LoadPhase[];
}

export interface PhaseResult {
  name: string;
  concurrency: number;
  /** Wall time of the phase, first request sent to last answer received. */
  elapsedMs: number;
  /** Latency of every request in milliseconds, in the order they completed. */
  latencies: number[];
  errors: number;
  firstErrors: string[];
}

export interface FanoutJob {
  kind: 'fanout';
  port: number;
  /** The event stream path every watcher opens. */
  streamPath: string;
  /** One entry per watcher: its bearer token, or null for an anonymous watcher. */
  tokens: (string | null)[];
  /** How many connections are opened at once while connecting. */
  connectBatch: number;
  /** The request that makes the change every watcher must hear about. */
  trigger: RequestSpec;
  /** The `type` of the message every watcher must receive after the trigger. */
  expectType: string;
  warmupRounds: number;
  rounds: number;
  pauseMs: number;
  roundTimeoutMs: number;
  /** Whose memory to read (VmRSS) once every watcher is connected. */
  serverPid: number;
  /**
   * After connecting, print `ready` on stdout and wait for a line on stdin before the first trigger
   * (the orchestrator seeds the waiting line meanwhile).
   */
  waitAfterConnect: boolean;
  /** After the rounds, how many more streams to open (tokens from the end of the list), to time connects. */
  connectSample: number;
  connectSampleBatch: number;
}

export interface FanoutResult {
  connected: number;
  connectFailures: number;
  firstErrors: string[];
  connectMs: number;
  rssKiBConnected: number;
  /** After the warm-up rounds: every watcher has had a personalised message. */
  rssKiBWarm: number;
  rssKiBAfterRounds: number;
  /** Per sampled connect: request sent → snapshot received, with the queue full and the watchers still on. */
  sampleConnectMs: number[];
  sampleElapsedMs: number;
  /** Per measured round: trigger sent → last watcher told, in milliseconds (NaN when it timed out). */
  lastWatcherMs: number[];
  /** Per measured round: trigger sent → first watcher told. */
  firstWatcherMs: number[];
  /** Per measured round: latency of the trigger request itself. */
  triggerMs: number[];
  /** Per measured round: watchers told that their own ticket was called (1 expected for the real server). */
  toldCalled: number[];
  timeouts: number;
}

export type Job = LoadJob | FanoutJob;
