import type { ClientEntry } from './client-entries';

interface Lineup {
  version: number;
  /** Everybody masked, in service order, with the client each ticket belongs to. */
  entries: { clientId: number | null; entry: ClientEntry }[];
}

/**
 * The masked line of a queue at a version is the same for every visitor and client: after each change
 * every watcher may re-read it, so it is built once per version and kept (bounded). A version moves
 * with every change on any instance, so a kept line is never stale.
 */
export class PublicLineupCache {
  private readonly lineups = new Map<number, Lineup>();

  constructor(private readonly maxQueues = 1000) {}

  get(queueId: number, version: number): Lineup | undefined {
    const kept = this.lineups.get(queueId);
    return kept?.version === version ? kept : undefined;
  }

  set(queueId: number, lineup: Lineup): void {
    this.lineups.delete(queueId);
    if (this.lineups.size >= this.maxQueues) this.lineups.delete(this.lineups.keys().next().value as number);
    this.lineups.set(queueId, lineup);
  }
}
