import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberAllPositions, rememberPosition } from '../../lib/pwa/last-position';
import { clearSession } from '../../lib/session/session-store';
import { renderPage } from '../../test/helpers';
import { OfflinePage } from './OfflinePage';

describe('OfflinePage', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the last place the client saw, with its time', () => {
    // Brasília time whatever the machine's zone: a phone in Manaus reads the same clock as the queue.
    vi.setSystemTime(new Date('2026-11-24T14:32:00-03:00'));
    rememberPosition(7, { queueName: 'Corte de cabelo', establishment: 'Barbearia Central', position: 4 });
    // Read later the same day: the time alone (another day would name the date too).
    vi.setSystemTime(new Date('2026-11-24T16:05:00-03:00'));
    renderPage(<OfflinePage />, { route: '/sem-conexao' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sem conexão' })).toBeVisible();
    const last = screen.getByRole('region', { name: 'Última posição conhecida' });
    expect(last).toHaveTextContent('4º na fila Corte de cabelo (Barbearia Central) — às 14:32');
  });

  it('forgets a queue the client left, and keeps only what Minhas Filas listed last', () => {
    rememberPosition(7, { queueName: 'Corte de cabelo', position: 4 });
    rememberPosition(7, null);
    rememberAllPositions([{ queueId: 9, queueName: 'Almoço', position: 2 }]);
    renderPage(<OfflinePage />, { route: '/sem-conexao' });
    expect(screen.queryByText(/Corte de cabelo/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Última posição conhecida' })).toHaveTextContent(
      '2º na fila Almoço',
    );
  });

  it('forgets every place when the client logs out', () => {
    rememberPosition(7, { queueName: 'Corte de cabelo', position: 4 });
    clearSession('cliente');
    renderPage(<OfflinePage />, { route: '/sem-conexao' });
    expect(screen.queryByText(/Corte de cabelo/)).toBeNull();
  });

  it('says when nothing is kept, and retries the page the client wanted', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPage(<OfflinePage />, { route: '/sem-conexao?de=%2Fcliente%2Fminhas-filas' });
    expect(screen.getByText('Nenhuma posição em fila guardada neste aparelho.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(assign).toHaveBeenCalledWith('/cliente/minhas-filas');
  });

  it('never retries to another site', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderPage(<OfflinePage />, { route: '/sem-conexao?de=%2F%2Fexemplo.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});
