/**
 * One headless system Chromium for the whole run (never a downloaded browser), and the storage each page
 * starts from: no session for the public pages, the role's stored session for the logged-in ones.
 */
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { type StoredSession, sessionKey } from './sessions';

interface WebStorage {
  clear(): void;
  setItem(key: string, value: string): void;
}

export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';

export interface Browser {
  port: number;
  /** Clears the origin's localStorage, then stores `session` (if any) under the web app's key. */
  prepareStorage(origin: string, session: StoredSession | null): Promise<void>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'error',
  });
  const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  return {
    port: chrome.port,
    async prepareStorage(origin, session) {
      const page = await connection.newPage();
      try {
        // A same-origin document that is not the app: no service worker, no app code touching storage.
        await page.goto(`${origin}/health`, { waitUntil: 'load' });
        await page.evaluate(
          (key: string | null, value: string | null) => {
            // Runs in the page; bench/ is typed without the DOM library.
            const storage = (globalThis as unknown as { localStorage: WebStorage }).localStorage;
            storage.clear();
            if (key && value) storage.setItem(key, value);
          },
          session ? sessionKey(session.userType) : null,
          session ? JSON.stringify(session) : null,
        );
      } finally {
        await page.close();
      }
    },
    async close() {
      await connection.disconnect();
      chrome.kill();
    },
  };
}
