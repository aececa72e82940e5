/**
 * Event ids of the live streams. A queue's own stream uses the queue version ("42"). A page's stream
 * of several queues uses every queue's latest version it carried ("3:42,7:5"): SSE keeps only the last
 * id, so the last id must say where each queue stands for one reconnect to resume them all.
 */

/** "3:42,7:5" — queue id and version pairs, in the order the stream first sent them. */
export function formatVersions(versions: ReadonlyMap<number, number>): string {
  return [...versions].map(([queueId, version]) => `${queueId}:${version}`).join(',');
}

const PAIRS = /^\d{1,10}:\d{1,15}(,\d{1,10}:\d{1,15}){0,99}$/;

/**
 * What a reconnecting client already holds, per queue. An id that is not ours (garbage, or a
 * version of another stream) resumes nothing: the stream then starts with fresh snapshots.
 */
export function seenVersionsOf(header: unknown, queueIds: readonly number[]): Map<number, number> {
  const seen = new Map<number, number>();
  if (typeof header !== 'string') return seen;
  if (!PAIRS.test(header)) return seen;
  for (const pair of header.split(',')) {
    const [queueId, version] = pair.split(':').map(Number) as [number, number];
    if (queueIds.includes(queueId)) seen.set(queueId, version);
  }
  return seen;
}
