import type { AppServices } from '../../app-services';
import { pingDatabase } from '../../database/ping';

/** Whether the database answers a trivial query: what a load balancer's health check needs to know. */
export async function isDatabaseReachable(services: Pick<AppServices, 'database'>): Promise<boolean> {
  try {
    await pingDatabase(services.database.db);
    return true;
  } catch {
    return false;
  }
}
