import { sql } from 'kysely';
import type { AppServices } from '../../app-services';

/** Whether the database answers a trivial query: what a load balancer's health check needs to know. */
export async function isDatabaseReachable(services: Pick<AppServices, 'database'>): Promise<boolean> {
  try {
    await sql`select 1`.execute(services.database.db);
    return true;
  } catch {
    return false;
  }
}
