/** What this browser can do about Web Push, before asking anything. */
export type PushSupport =
  /** Service worker, PushManager and notifications are there; permission not refused. */
  | 'available'
  /** The client refused notifications for this site: only the browser's settings can undo it. */
  | 'denied'
  /** iPhone/iPad Safari: push exists only in the app added to the home screen (iOS 16.4+). */
  | 'needs-install'
  | 'unsupported';

interface BrowserLike {
  navigator: Navigator & { standalone?: boolean };
  matchMedia?: (query: string) => { matches: boolean };
  Notification?: { permission: NotificationPermission };
  PushManager?: unknown;
  isSecureContext?: boolean;
}

function isAppleMobile(nav: BrowserLike['navigator']): boolean {
  // iPadOS says "Macintosh" but has a touch screen.
  return (
    /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}

function isInstalledApp(browser: BrowserLike): boolean {
  return (
    browser.navigator.standalone === true ||
    Boolean(browser.matchMedia?.('(display-mode: standalone)').matches)
  );
}

export function pushSupport(browser: BrowserLike = window as unknown as BrowserLike): PushSupport {
  const capable =
    browser.isSecureContext !== false &&
    'serviceWorker' in browser.navigator &&
    browser.PushManager !== undefined &&
    browser.Notification !== undefined;
  if (!capable) {
    return isAppleMobile(browser.navigator) && !isInstalledApp(browser) ? 'needs-install' : 'unsupported';
  }
  return browser.Notification?.permission === 'denied' ? 'denied' : 'available';
}
