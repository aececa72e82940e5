import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from './useFocusRescue';

function Page() {
  useFocusRescue();
  const [shown, setShown] = useState(true);
  return (
    <main>
      <h1>Minhas Filas</h1>
      {shown && (
        <button type="button" onClick={() => setShown(false)}>
          Sair da fila
        </button>
      )}
      <button type="button">Outra ação</button>
    </main>
  );
}

describe('useFocusRescue', () => {
  it('moves focus to the page heading when the focused control disappears', async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'Sair da fila' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Minhas Filas' })).toHaveFocus());
  });

  it('leaves focus alone when the focused control stays', async () => {
    render(<Page />);
    const other = screen.getByRole('button', { name: 'Outra ação' });
    await userEvent.click(other);
    expect(other).toHaveFocus();
  });
});
