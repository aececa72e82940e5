import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, jsonResponse, mockFetch, renderPage, storeSession } from '../../../test/helpers';
import { SettingsPage } from './SettingsPage';

const STORED = { notificacoes: true, notificacoesEmail: true, backupAutomatico: false };

function settingsServer({ stored = STORED } = {}) {
  let current = { ...stored };
  return mockFetch((_url, init) => {
    if (init.method === 'PUT') {
      current = { ...current, ...bodyOf(init) };
      return jsonResponse(200, { success: true, message: 'Configurações salvas', data: current });
    }
    return jsonResponse(200, { success: true, data: current });
  });
}

const switchNamed = (name: string) => screen.getByRole('switch', { name });

describe('SettingsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('data-theme');
  });

  it('stores a notification switch on the server with the client token', async () => {
    storeSession({ id: 7, token: 'cli.ent.tok' });
    const fetch = settingsServer();
    renderPage(<SettingsPage userType="cliente" />);
    await waitFor(() => expect(switchNamed('Receber notificações por e-mail')).toBeChecked());

    await userEvent.click(switchNamed('Receber notificações por e-mail'));
    expect(switchNamed('Receber notificações por e-mail')).not.toBeChecked();
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT') ?? [];
    expect(url).toBe('/api/users/7/settings');
    expect(bodyOf(init)).toEqual({ notificacoes: true, notificacoesEmail: false });
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer cli.ent.tok');
    expect(switchNamed('Receber notificações por e-mail')).not.toBeChecked();
  });

  it('shows the change at once, then turns the switch back and says so when saving fails', async () => {
    storeSession({ id: 7 });
    let answer: (response: Response) => void = () => undefined;
    mockFetch((_url, init) =>
      init.method === 'PUT'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : jsonResponse(200, { success: true, data: STORED }),
    );
    renderPage(<SettingsPage userType="cliente" />);
    await waitFor(() => expect(switchNamed('Receber notificações')).toBeChecked());
    await userEvent.click(switchNamed('Receber notificações'));
    expect(switchNamed('Receber notificações')).not.toBeChecked();
    answer(jsonResponse(500, { success: false }));
    expect(await screen.findByText('Erro ao salvar configurações. Tente novamente.')).toBeInTheDocument();
    expect(switchNamed('Receber notificações')).toBeChecked();
  });

  it('switches the e-mail notices off while all notifications are off', async () => {
    storeSession({ id: 7 });
    settingsServer({ stored: { ...STORED, notificacoes: false } });
    renderPage(<SettingsPage userType="cliente" />);
    await waitFor(() => expect(switchNamed('Receber notificações')).not.toBeChecked());
    expect(switchNamed('Receber notificações por e-mail')).toBeDisabled();
    expect(switchNamed('Receber notificações por e-mail')).not.toBeChecked();
  });

  it('applies and remembers the theme', async () => {
    storeSession({ id: 7 });
    settingsServer();
    renderPage(<SettingsPage userType="cliente" />);
    expect(screen.getByRole('radio', { name: 'Claro' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Escuro' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('vez.theme')).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Escuro' })).toBeChecked();
  });

  it('links the terms, the privacy policy and the help centre, and shows the version', () => {
    storeSession({ id: 7 });
    settingsServer();
    renderPage(<SettingsPage userType="cliente" />);
    expect(screen.getByRole('link', { name: /Termos de Uso/ })).toHaveAttribute('href', '/termos');
    expect(screen.getByRole('link', { name: /Política de Privacidade/ })).toHaveAttribute(
      'href',
      '/privacidade',
    );
    expect(screen.getByRole('link', { name: /Central de ajuda/ })).toHaveAttribute('href', '/faq');
    expect(screen.getByText('Versão V1.0')).toBeInTheDocument();
    // A client has no backup and no report.
    expect(screen.queryByRole('switch', { name: 'Backup automático' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Exportar relatório' })).not.toBeInTheDocument();
  });

  it("gives an establishment 'Backup automático' (stored) and 'Exportar relatório' (to the dashboard)", async () => {
    storeSession({ userType: 'estabelecimento', id: 3 });
    const fetch = settingsServer();
    renderPage(<SettingsPage userType="estabelecimento" />);
    await waitFor(() => expect(switchNamed('Backup automático')).not.toBeChecked());
    expect(screen.getByText(/Toda semana enviamos ao e-mail da empresa uma planilha/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exportar relatório' })).toHaveAttribute(
      'href',
      '/estabelecimento/dashboard',
    );

    await userEvent.click(switchNamed('Backup automático'));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PUT') ?? [];
    expect(url).toBe('/api/establishments/3/settings');
    expect(bodyOf(init)).toEqual({ notificacoes: true, notificacoesEmail: true, backupAutomatico: true });
    expect(switchNamed('Backup automático')).toBeChecked();
  });

  it("says when the settings could not be loaded, with 'Tentar Novamente'", async () => {
    storeSession({ id: 7 });
    let fail = true;
    mockFetch(() =>
      fail ? jsonResponse(500, { success: false }) : jsonResponse(200, { success: true, data: STORED }),
    );
    renderPage(<SettingsPage userType="cliente" />);
    expect(await screen.findByText('Erro ao carregar configurações')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    await waitFor(() => expect(switchNamed('Receber notificações')).toBeChecked());
  });
});
