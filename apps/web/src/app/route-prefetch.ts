import type { QueryClient } from '@tanstack/react-query';
import { prefetchQueueView } from '../features/queue/api/queue-api';
import { getSession } from '../lib/session/session-store';
import { lazyScreen } from './lazy-screen';

/** The screens whose code the app may start loading before it draws (AppRoutes draws them). */
export const QueueScreen = lazyScreen(() =>
  import('../features/queue/components/QueuePage').then((m) => m.QueuePage),
);
export const DashboardScreen = lazyScreen(() =>
  import('../features/dashboard/components/DashboardPage').then((m) => m.DashboardPage),
);
export const EstablishmentsScreen = lazyScreen(() =>
  import('../features/establishments/components/EstablishmentsPage').then((m) => m.EstablishmentsPage),
);

const QUEUE_VIEW = /^\/cliente\/filas\/(\d+)\/?$/;
const DASHBOARD = /^\/estabelecimento\/dashboard\/?$/;
const ESTABLISHMENTS = /^\/cliente\/estabelecimentos\/?$/;

/**
 * A logged-in screen opened directly (a reload, a notification, the installed app) starts its code and
 * its first reads as the app starts (issue 18), instead of one after the other once the app has drawn:
 * on a phone that is several round trips. Only with the role's session; the screen's guard decides the rest.
 * A failed download here is not reported: the screen, when drawn, asks for its code again.
 * Returns the screen's code download, which main.tsx waits for before the first draw; null for any other page.
 */
export function prefetchRoute(
  { pathname, search }: { pathname: string; search: string },
  client: QueryClient,
): Promise<unknown> | null {
  const queue = QUEUE_VIEW.exec(pathname);
  if (queue && getSession('cliente')) {
    prefetchQueueView(client, Number(queue[1]));
    return QueueScreen.ready();
  }
  // The list's first read depends on the search typed, so only its code starts early.
  if (ESTABLISHMENTS.test(pathname) && getSession('cliente')) return EstablishmentsScreen.ready();
  const establishment = DASHBOARD.test(pathname) ? getSession('estabelecimento') : null;
  if (!establishment) return null;
  import('../features/dashboard/api/queries')
    .then((m) => m.prefetchDashboard(client, search, establishment.id))
    .catch(() => undefined);
  return DashboardScreen.ready();
}
