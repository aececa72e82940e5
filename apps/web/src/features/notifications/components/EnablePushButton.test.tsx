import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import {
  FAKE_ENDPOINT,
  FAKE_KEYS,
  installFakePush,
  removeFakePush,
} from '../../../lib/push/fake-browser-push';
import { rememberPushSwitchedOff } from '../../../lib/push/push-switched-off';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { EnablePushButton } from './EnablePushButton';
import { PUSH_MESSAGES } from './usePushDevice';

const PUBLIC_KEY = 'BAAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-Pw';

/** The notification routes of a fake server; `refuse` makes it turn the subscription down. */
function pushServer({ refuse = false } = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/notifications/push-key') {
      return jsonResponse(200, { success: true, data: { publicKey: PUBLIC_KEY } });
    }
    if (url === '/api/notifications/push-subscriptions' && init.method === 'POST') {
      return refuse
        ? jsonResponse(400, { success: false, message: 'Serviço de notificação não reconhecido.' })
        : jsonResponse(201, { success: true, message: 'Notificações ativadas neste aparelho.' });
    }
    if (url === '/api/notifications/push-subscriptions' && init.method === 'DELETE') {
      return jsonResponse(200, { success: true, message: 'Notificações desativadas neste aparelho.' });
    }
    return jsonResponse(404, { success: false, message: 'não esperado' });
  });
}

const enableButton = () => screen.findByRole('button', { name: 'Ativar notificações neste aparelho' });

describe('EnablePushButton', () => {
  afterEach(removeFakePush);

  it('asks permission, subscribes and gives the subscription to the server', async () => {
    storeSession({ token: 'cli.ent.tok' });
    const push = installFakePush({ answer: 'granted' });
    const fetch = pushServer();
    renderPage(<EnablePushButton />);
    await userEvent.click(await enableButton());

    expect(await screen.findByText('Notificações ativadas neste aparelho.')).toBeInTheDocument();
    expect(screen.getByText('Notificações ativadas neste aparelho')).toBeInTheDocument();
    expect(push.requestPermission).toHaveBeenCalled();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS });
    expect((post?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer cli.ent.tok',
    );
    expect(screen.queryByRole('button', { name: 'Ativar notificações neste aparelho' })).toBeNull();
  });

  it('says how to undo a refusal when the client blocks the prompt', async () => {
    storeSession();
    installFakePush({ answer: 'denied' });
    const fetch = pushServer();
    renderPage(<EnablePushButton />);
    await userEvent.click(await enableButton());
    expect(await screen.findByText(PUSH_MESSAGES.denied)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ativar notificações neste aparelho' })).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal and leaves no subscription behind in the browser", async () => {
    storeSession();
    const push = installFakePush({ answer: 'granted' });
    pushServer({ refuse: true });
    renderPage(<EnablePushButton />);
    await userEvent.click(await enableButton());
    expect(await screen.findByText('Serviço de notificação não reconhecido.')).toBeInTheDocument();
    expect(push.current()).toBeNull();
    expect(await enableButton()).toBeEnabled();
  });

  it('knows this browser is already on, sends it again for this account, and turns it off', async () => {
    storeSession();
    const push = installFakePush({ permission: 'granted', existingKey: PUBLIC_KEY });
    const fetch = pushServer();
    const { unmount } = renderPage(<EnablePushButton />);
    expect(await screen.findByText('Notificações ativadas neste aparelho')).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));

    await userEvent.click(screen.getByRole('button', { name: 'Desativar notificações neste aparelho' }));
    expect(await screen.findByText('Notificações desativadas neste aparelho.')).toBeInTheDocument();
    const deleted = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(bodyOf(deleted?.[1])).toEqual({ endpoint: FAKE_ENDPOINT });
    // The browser's subscription stays for the guest tickets held here; the account is off on this device.
    expect(push.current()).not.toBeNull();
    expect(await enableButton()).toBeInTheDocument();
    unmount();

    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST').length;
    renderPage(<EnablePushButton />);
    expect(await enableButton()).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(posts);
  });

  it('keeps a subscription the browser already had when the server refuses it for this target', async () => {
    // Another ticket held here uses the browser's subscription; this one was switched off before.
    const push = installFakePush({ permission: 'granted', existingKey: PUBLIC_KEY });
    rememberPushSwitchedOff('senha:41', true);
    pushServer();
    const save = vi.fn(async () => {
      throw new ApiError(409, 'Sua senha não está mais na fila', { hasServerMessage: true });
    });
    renderPage(<EnablePushButton target={{ name: 'senha:41', save, remove: vi.fn() }} />);
    await userEvent.click(await enableButton());
    expect(await screen.findByText('Sua senha não está mais na fila')).toBeInTheDocument();
    expect(push.current()).not.toBeNull();
  });

  it('gives the subscription to another target, with no way to switch it off there, and hides where unsupported', async () => {
    installFakePush({ permission: 'granted', existingKey: PUBLIC_KEY });
    const fetch = pushServer();
    const save = vi.fn(async () => ({ message: 'Notificações ativadas neste aparelho' }));
    const { unmount } = renderPage(<EnablePushButton target={{ save }} hideWhenUnsupported />);
    expect(await screen.findByText('Notificações ativadas neste aparelho')).toBeInTheDocument();
    // Sent again to this target (a guest's ticket), not to an account.
    await waitFor(() => expect(save).toHaveBeenCalledWith({ endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS }));
    expect(fetch.mock.calls.some(([url]) => url === '/api/notifications/push-subscriptions')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Desativar notificações neste aparelho' })).toBeNull();
    unmount();

    removeFakePush();
    vi.stubGlobal('fetch', vi.fn());
    const { container } = renderPage(<EnablePushButton target={{ save }} hideWhenUnsupported />);
    expect(screen.queryByText(PUSH_MESSAGES.unsupported)).toBeNull();
    expect(container.querySelector('button')).toBeNull();
  });

  it('tells a browser without Web Push that the page and e-mail still warn', async () => {
    storeSession();
    vi.stubGlobal('fetch', vi.fn());
    renderPage(<EnablePushButton />);
    expect(screen.getByText(PUSH_MESSAGES.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
