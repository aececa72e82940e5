import { describe, expect, it, vi } from 'vitest';
import { type AppWindow, FALLBACK_PATH, notificationOf, openAppAt, readPushNotice } from './push-notice';

const ORIGIN = 'https://vez.example';

describe('a push the service worker receives', () => {
  it('shows the establishment as title, the notice as body and keeps the queue link', () => {
    const notice = readPushNotice(
      JSON.stringify({
        title: 'Barbearia Navalha',
        body: 'Faltam 2 pessoas para a sua vez na fila Corte.',
        url: '/cliente/filas/12',
        tag: 'ticket-7-near',
      }),
    );
    const { title, options } = notificationOf(notice);
    expect(title).toBe('Barbearia Navalha');
    expect(options.body).toBe('Faltam 2 pessoas para a sua vez na fila Corte.');
    expect(options.data).toEqual({ url: '/cliente/filas/12' });
    expect(options.tag).toBe('ticket-7-near');
    expect(options.renotify).toBe(true);
    expect(options.icon).toMatch(/\.png$/);
  });

  it('still shows a notice for a payload it cannot read, and never links outside the app', () => {
    expect(readPushNotice('not json')).toEqual({
      title: 'Vez',
      body: 'Você tem um aviso da sua fila.',
      url: FALLBACK_PATH,
      tag: '',
    });
    for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 42]) {
      expect(readPushNotice(JSON.stringify({ title: 'X', body: 'Y', url })).url).toBe(FALLBACK_PATH);
    }
    expect(notificationOf(readPushNotice('{}')).options.tag).toBeUndefined();
  });
});

function tab(url: string, navigates = true): AppWindow & { focus: ReturnType<typeof vi.fn> } {
  return {
    url,
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => (navigates ? {} : null)),
  };
}

describe('a click on the notification', () => {
  it('focuses a tab already on the queue', async () => {
    const onQueue = tab(`${ORIGIN}/cliente/filas/12`);
    const openWindow = vi.fn();
    await openAppAt(
      { matchAll: async () => [tab(`${ORIGIN}/`), onQueue], openWindow },
      ORIGIN,
      '/cliente/filas/12',
    );
    expect(onQueue.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('takes another tab of the app to the queue, and opens one when there is none', async () => {
    const home = tab(`${ORIGIN}/cliente/home`);
    const openWindow = vi.fn();
    await openAppAt({ matchAll: async () => [home], openWindow }, ORIGIN, '/cliente/filas/12');
    expect(home.navigate).toHaveBeenCalledWith(`${ORIGIN}/cliente/filas/12`);
    expect(home.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();

    const elsewhere = tab('https://other.example/');
    await openAppAt({ matchAll: async () => [elsewhere], openWindow }, ORIGIN, '/cliente/filas/12');
    expect(elsewhere.focus).not.toHaveBeenCalled();
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/cliente/filas/12`);
  });

  it('opens a new tab when the open one cannot be moved (not controlled by the worker)', async () => {
    const stuck = tab(`${ORIGIN}/`, false);
    const openWindow = vi.fn();
    await openAppAt({ matchAll: async () => [stuck], openWindow }, ORIGIN, '/cliente/filas/3');
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/cliente/filas/3`);
  });
});
