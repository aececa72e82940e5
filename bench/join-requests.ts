import path from 'node:path';
import { JWT_SECRET, joinRequest } from './harness';
import type { RequestSpec } from './protocol';
import { BenchSeed } from './seed';

/**
 * The joins scenario's data in `dataDir`: one establishment, a warm-up queue and the measured queue, and
 * one join request per fresh client (each with its own session), the first `warmup` into the warm-up queue.
 */
export async function seedJoinRequests(dataDir: string, warmup: number, measured: number) {
  const seed = await BenchSeed.open(path.join(dataDir, 'vez.db'), JWT_SECRET);
  const [establishment] = await seed.establishments(1);
  const warmQueue = await seed.queue(establishment as number, 'Aquecimento');
  const queueId = await seed.queue(establishment as number, 'Fila de entradas');
  const clients = await seed.clients(warmup + measured, 'Entrada');
  const tokens = await seed.sessions(
    'cliente',
    clients.map((c) => c.id),
  );
  await seed.close();
  const requests: RequestSpec[] = clients.map((client, i) =>
    joinRequest(i < warmup ? warmQueue : queueId, client, tokens[i] as string),
  );
  return { queueId, requests };
}
