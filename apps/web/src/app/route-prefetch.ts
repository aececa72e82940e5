import type { QueryClient } from '@tanstack/react-query';
import { prefetchQueueView } from '../features/queue/api/queue-api';
import { getSession } from '../lib/session/session-store';

/** The screens whose code the app may start loading before it draws (AppRoutes makes them lazy). */
export const loadQueuePage = () => import('../features/queue/components/QueuePage');
export const loadDashboardPage = () => import('../features/dashboard/components/DashboardPage');

const QUEUE_VIEW = /^\/cliente\/filas\/(\d+)\/?$/;
const DASHBOARD = /^\/estabelecimento\/dashboard\/?$/;

/**
 * A logged-in screen opened directly (a reload, a notification, the installed app) starts its code and
 * its first reads as the app starts (issue 18), instead of one after the other once the app has drawn:
 * on a phone that is several round trips. Only with the role's session; the screen's guard decides the rest.
 * A failed download here is not reported: the screen asks again and shows its own error.
 */
export function prefetchRoute(
  { pathname, search }: { pathname: string; search: string },
  client: QueryClient,
) {
  const queue = QUEUE_VIEW.exec(pathname);
  if (queue && getSession('cliente')) {
    loadQueuePage().catch(() => undefined);
    prefetchQueueView(client, Number(queue[1]));
    return;
  }
  const establishment = DASHBOARD.test(pathname) ? getSession('estabelecimento') : null;
  if (establishment) {
    loadDashboardPage().catch(() => undefined);
    import('../features/dashboard/api/queries')
      .then((m) => m.prefetchDashboard(client, search, establishment.id))
      .catch(() => undefined);
  }
}
