import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { SettingsPage } from '../../settings';
import { PUSH_MESSAGES } from './usePushDevice';

const STORED = {
  notificacoes: true,
  notificacoesEmail: true,
  backupAutomatico: false,
  avisoPessoas: 3,
  notificacoesPush: true,
  notificacoesWhatsapp: false,
};

/** The client's settings and the server's channels, on a fake server that stores what is PUT. */
function server({ whatsapp = false, stored = STORED } = {}) {
  let current = { ...stored };
  return mockFetch((url, init) => {
    if (url === '/api/notifications/channels') {
      return jsonResponse(200, { success: true, data: { email: true, push: true, whatsapp } });
    }
    if (init.method === 'PUT') {
      current = { ...current, ...bodyOf(init) };
      return jsonResponse(200, { success: true, message: 'Configurações salvas', data: current });
    }
    return jsonResponse(200, { success: true, data: current });
  });
}

const defaultPicker = () => screen.getByRole('combobox', { name: 'Avise-me quando faltarem' });

describe('queue notices in Configurações', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the default number of people with the rest of the settings', async () => {
    storeSession({ id: 7 });
    const fetch = server();
    renderPage(<SettingsPage userType="cliente" />);
    await waitFor(() => expect(defaultPicker()).toHaveValue('3'));
    await userEvent.selectOptions(defaultPicker(), '5');
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/users/7/settings');
    expect(bodyOf(put?.[1])).toEqual({ ...STORED, avisoPessoas: 5, backupAutomatico: undefined });
    expect(defaultPicker()).toHaveValue('5');
  });

  it('asks consent for WhatsApp naming the account phone, only where the server sends WhatsApp', async () => {
    storeSession({ id: 7, telefone: '11987654321' });
    const fetch = server({ whatsapp: true });
    renderPage(<SettingsPage userType="cliente" />);
    const whatsapp = await screen.findByRole('switch', { name: 'Avisos por WhatsApp' });
    expect(whatsapp).not.toBeChecked();
    expect(whatsapp).toHaveAccessibleDescription(
      'Autorizo a Vez a enviar os avisos das minhas filas por WhatsApp para (11) 98765-4321, o telefone da minha conta.',
    );
    await userEvent.click(whatsapp);
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(bodyOf(put?.[1]).notificacoesWhatsapp).toBe(true);
  });

  it('has no WhatsApp row on a server without it, and turns push off with the master switch', async () => {
    storeSession({ id: 7 });
    const fetch = server({ stored: { ...STORED, notificacoes: false } });
    renderPage(<SettingsPage userType="cliente" />);
    const pushSwitch = await screen.findByRole('switch', { name: 'Notificações no celular ou computador' });
    expect(pushSwitch).toBeDisabled();
    expect(pushSwitch).not.toBeChecked();
    // The channels answer arrives after the settings: give it the time to (not) add the row.
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url === '/api/notifications/channels')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(screen.queryByRole('switch', { name: 'Avisos por WhatsApp' })).toBeNull();
    // Nor this device's button, while nothing would be sent to it.
    expect(screen.queryByText(PUSH_MESSAGES.unsupported)).toBeNull();
  });
});
