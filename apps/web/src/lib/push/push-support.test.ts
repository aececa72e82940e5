import { describe, expect, it } from 'vitest';
import { pushSupport } from './push-support';

const CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile';

function browser(options: {
  ua?: string;
  push?: boolean;
  permission?: NotificationPermission;
  standalone?: boolean;
}) {
  const navigator = { userAgent: options.ua ?? CHROME, maxTouchPoints: 5 } as Navigator & {
    standalone?: boolean;
  };
  if (options.push !== false) Object.assign(navigator, { serviceWorker: {} });
  if (options.standalone) navigator.standalone = true;
  return {
    navigator,
    matchMedia: () => ({ matches: false }),
    isSecureContext: true,
    ...(options.push === false
      ? {}
      : { PushManager: {}, Notification: { permission: options.permission ?? 'default' } }),
  };
}

describe('push support', () => {
  it('is available in a browser with service workers and PushManager', () => {
    expect(pushSupport(browser({}))).toBe('available');
  });
  it('says when the client blocked notifications for the site', () => {
    expect(pushSupport(browser({ permission: 'denied' }))).toBe('denied');
  });
  it('tells an iPhone in Safari to install the app, and an old browser that it cannot', () => {
    expect(pushSupport(browser({ ua: IPHONE, push: false }))).toBe('needs-install');
    expect(pushSupport(browser({ push: false }))).toBe('unsupported');
    expect(pushSupport(browser({ ua: IPHONE, push: false, standalone: true }))).toBe('unsupported');
  });
});
