/**
 * What the service worker does with a push and a click, as plain functions over the few browser objects
 * they touch, so they can be tested without a service worker (src/sw.ts is only the glue).
 */

/** The JSON the server sends through Web Push (decrypted by the browser). */
export interface PushNotice {
  /** The establishment's name: who is calling the client. */
  title: string;
  body: string;
  /** A path of this app, e.g. '/cliente/filas/12'. */
  url: string;
  tag: string;
}

/** Where a notice without a usable link sends the client: every queue they are in. */
export const FALLBACK_PATH = '/cliente/minhas-filas';
export const NOTIFICATION_ICON = '/icons/notificacao-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';

/**
 * Only a path of this app: a push must never become a link to another site, even if a payload were
 * forged or mangled ('//host' and 'https://…' are refused).
 */
export function appPath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) {
    return FALLBACK_PATH;
  }
  return url;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}

/**
 * The notice a push carries. Chrome requires every push to show a notification (userVisibleOnly), so a
 * payload we cannot read still shows a generic one instead of the browser's "site updated" line.
 */
export function readPushNotice(raw: string | null | undefined): PushNotice {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    // not JSON: the generic notice below
  }
  return {
    title: text(data.title, 'Vez'),
    body: text(data.body, 'Você tem um aviso da sua fila.'),
    url: appPath(data.url),
    tag: text(data.tag, ''),
  };
}

/** showNotification's arguments. The same tag replaces the previous notice of that ticket and reason. */
export function notificationOf(notice: PushNotice): {
  title: string;
  options: NotificationOptions & { renotify?: boolean };
} {
  return {
    title: notice.title,
    options: {
      body: notice.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      lang: 'pt-BR',
      data: { url: notice.url },
      ...(notice.tag ? { tag: notice.tag, renotify: true } : {}),
    },
  };
}

/** The parts of a WindowClient and of `self.clients` the click needs. */
export interface AppWindow {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}
export interface AppWindows {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A click brings the client to the queue: a tab already on it is focused; else an open tab of the app
 * is focused and taken there (one tab, not a new one per notification); else a new tab opens.
 */
export async function openAppAt(windows: AppWindows, origin: string, path: string): Promise<void> {
  const target = new URL(appPath(path), origin).href;
  const open = (await windows.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (w) => new URL(w.url).origin === origin,
  );
  const onTarget = open.find((w) => w.url === target);
  if (onTarget) {
    await onTarget.focus();
    return;
  }
  const other = open[0];
  if (other?.navigate) {
    try {
      // navigate() works only on a tab this worker controls; otherwise a new tab below.
      const moved = await other.navigate(target);
      if (moved) {
        await other.focus();
        return;
      }
    } catch {
      // fall through
    }
  }
  await windows.openWindow(target);
}
