import type { FastifyBaseLogger } from 'fastify';

/** A named piece of periodic work. `everyMs` 0 runs it on every tick. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  /**
   * Runs beside the tick instead of inside it (one run at a time): for work that waits on the outside
   * world (sending e-mail), so a slow mail server never delays automatic calls or openings.
   */
  detached?: boolean;
}

/**
 * Ticks every `intervalMs` and runs each job that is due, one tick at a time. A failing job is logged
 * under its name and does not stop the others. Every job is safe to run on several instances at once
 * (each re-checks its rule under a lock or writes under a unique key), so nothing elects a leader.
 */
export class Scheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly lastRun = new Map<string, number>();
  private readonly detached = new Map<string, Promise<void>>();
  private lastTickStart: number | null = null;

  constructor(
    private readonly jobs: readonly ScheduledJob[],
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.tick().finally(() => (this.running = null));
    }, this.intervalMs);
  }

  /**
   * How late the scheduler is: the time since its last tick began beyond one interval (0 when on time).
   * Grows while a tick hangs, which a figure taken at each tick would never show. Null before the first.
   */
  lagMs(): number | null {
    if (this.lastTickStart === null) return null;
    return Math.max(0, this.now() - this.lastTickStart - this.intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await Promise.all(this.detached.values());
  }

  async tick(): Promise<void> {
    this.lastTickStart = this.now();
    for (const job of this.jobs) {
      const now = this.now();
      const last = this.lastRun.get(job.name);
      if (last !== undefined && now - last < job.everyMs) continue;
      if (job.detached && this.detached.has(job.name)) continue;
      this.lastRun.set(job.name, now);
      const run = job.run().catch((error: unknown) => {
        this.log.error({ err: error, job: job.name }, 'tarefa agendada falhou');
      });
      if (!job.detached) {
        await run;
        continue;
      }
      this.detached.set(job.name, run);
      void run.finally(() => this.detached.delete(job.name));
    }
  }
}
