/**
 * How much of its own long tasks the page's main thread spent on the CPU (decision 042).
 *
 * Lighthouse's mobile figures are simulated from the trace of an unthrottled load: each task's wall time
 * is taken as the page's work and multiplied by 4. On a small shared host (2 cores here, with the server,
 * Lighthouse and the browser's other processes beside the page), the renderer's main thread is often
 * descheduled in the middle of a task; the trace then shows a task two or three times longer than the
 * work in it, and TBT grows with the wait, not with the page. Each trace event carries both its wall time
 * (`dur`) and its thread's CPU time (`tdur`), so the report can say how much of the tasks that count was
 * work: near 100 % the figures measure the page; far below, they mostly measure the host.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** Tasks that can become long (≥ 50 ms) under Lighthouse's 4× CPU slowdown, in µs. */
const COUNTED_TASK_US = 12_500;

/**
 * Thread CPU time / wall time over the counted tasks, 0–1; null when the trace has no renderer main
 * thread with timed tasks (an old or broken trace).
 */
export function mainThreadShare(trace: unknown): number | null {
  const events = traceEvents(trace);
  const mainThreads = new Set<string>();
  for (const event of events) {
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain') {
      mainThreads.add(`${event.pid}:${event.tid}`);
    }
  }
  // Several renderers may run (the blank page before, an extension): the page's is the busiest.
  const tasks = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(thread)) continue;
    const list = tasks.get(thread) ?? [];
    list.push(event);
    tasks.set(thread, list);
  }
  const page = [...tasks.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  let wall = 0;
  let cpu = 0;
  for (const task of page) {
    if ((task.dur ?? 0) < COUNTED_TASK_US || task.tdur === undefined) continue;
    wall += task.dur ?? 0;
    cpu += task.tdur;
  }
  if (wall === 0) return null;
  return Math.min(1, cpu / wall);
}

function traceEvents(trace: unknown): TraceEvent[] {
  if (Array.isArray(trace)) return trace as TraceEvent[];
  const events = (trace as { traceEvents?: unknown } | null)?.traceEvents;
  return Array.isArray(events) ? (events as TraceEvent[]) : [];
}
