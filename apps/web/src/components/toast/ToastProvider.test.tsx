import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, ToastProvider, useToast } from './ToastProvider';

function Many() {
  const show = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        for (const message of ['Um', 'Dois', 'Três', 'Quatro']) show(message);
      }}
    >
      vários
    </button>
  );
}

const shown = () =>
  Array.from(
    screen.getByRole('region', { name: 'Notificações' }).querySelectorAll('p'),
    (p) => p.textContent,
  );

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

  it('stacks at most three, newest on top, in the live region', async () => {
    render(
      <ToastProvider>
        <Many />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'vários' }));
    expect(TOAST_LIMIT).toBe(3);
    const region = screen.getByRole('region', { name: 'Notificações' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(shown()).toEqual(['Quatro', 'Três', 'Dois']);
  });

  it("keeps a notification with 'Desfazer' while the pointer is on it, and runs the action once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const undo = vi.fn();
    function WithAction() {
      const show = useToast();
      return (
        <button
          type="button"
          onClick={() =>
            show('Cliente Ana foi chamado!', 'success', {
              action: { label: 'Desfazer', onPress: undo },
              durationMs: 10_000,
            })
          }
        >
          chamar
        </button>
      );
    }
    render(
      <ToastProvider>
        <WithAction />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'chamar' }));
    const action = screen.getByRole('button', { name: 'Desfazer' });
    expect(action).toHaveAccessibleDescription('Cliente Ana foi chamado!');

    await userEvent.hover(action);
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.getByText('Cliente Ana foi chamado!')).toBeInTheDocument();
    await userEvent.unhover(action);
    act(() => vi.advanceTimersByTime(10_500));
    expect(screen.queryByText('Cliente Ana foi chamado!')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'chamar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Cliente Ana foi chamado!')).not.toBeInTheDocument();
  });
});
