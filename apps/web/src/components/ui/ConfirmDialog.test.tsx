import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, useConfirmation } from './ConfirmDialog';

function Example({ onLeave }: { onLeave: () => void }) {
  const confirmation = useConfirmation();
  return (
    <>
      <button type="button" onClick={() => confirmation.ask(onLeave)}>
        Sair
      </button>
      <ConfirmDialog
        {...confirmation.props}
        title="Sair da fila?"
        message="Você perderá seu lugar."
        confirmLabel="Sair da fila"
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks first: Cancelar does nothing, the named button does it once', async () => {
    const onLeave = vi.fn();
    render(<Example onLeave={onLeave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = screen.getByRole('dialog', { name: 'Sair da fila?' });
    expect(dialog).toHaveTextContent('Você perderá seu lugar.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sair da fila' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('while the confirmed action runs, its button waits and cannot be pressed twice', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        busy
        title="Gerar novo código?"
        message="O cartaz impresso deixa de valer."
        confirmLabel="Gerar novo código"
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Gerar novo código' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
