import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, ToastProvider, useToast } from './ToastProvider';

function Trigger({ message }: { message: string }) {
  const show = useToast();
  return (
    <button type="button" onClick={() => show(message)}>
      mostrar
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe('ToastProvider', () => {
  it('shows the notification and takes it away after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <ToastProvider>
        <Trigger message="Cliente Ana foi chamado!" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'mostrar' }));
    expect(screen.getByRole('region', { name: 'Notificações' })).toHaveTextContent(
      'Cliente Ana foi chamado!',
    );
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText('Cliente Ana foi chamado!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Cliente Ana foi chamado!')).not.toBeInTheDocument();
  });

  it('closes at once with its close button', async () => {
    render(
      <ToastProvider>
        <Trigger message="Fila criada com sucesso!" />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'mostrar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }));
    expect(screen.queryByText('Fila criada com sucesso!')).not.toBeInTheDocument();
  });
});
