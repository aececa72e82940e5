import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRouteFocus } from './useRouteFocus';

function Shell({ children }: { children: React.ReactNode }) {
  useRouteFocus();
  return (
    <>
      <nav>
        <Link to="/login">Entrar</Link>
        <BackButton />
      </nav>
      <main>{children}</main>
    </>
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Voltar
    </button>
  );
}

/** A screen whose heading comes a moment after its form, as a screen whose code is still arriving. */
function SlowLogin() {
  const [headed, setHeaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHeaded(true), 60);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {headed && <h1>Entrar</h1>}
      <label>
        E-mail
        <input type="email" />
      </label>
    </>
  );
}

function renderAt(login: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Shell>
        <Routes>
          <Route index element={<h1>Início</h1>} />
          <Route path="login" element={login} />
        </Routes>
      </Shell>
    </MemoryRouter>,
    // As main.tsx renders the app: in development StrictMode runs every effect twice on mount.
    { reactStrictMode: true },
  );
}

describe('useRouteFocus', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a page reached by a link at its top, and leaves the scroll of back to the browser', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderAt(<h1>Entrar</h1>);
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Entrar' })).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Início' })).toHaveFocus());
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the first page of a visit as the browser opens it: no focus moved, no scroll', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderAt(<h1>Entrar</h1>);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { name: 'Início' })).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves focus to the new page heading after a navigation', async () => {
    renderAt(<h1>Entrar</h1>);
    await userEvent.click(screen.getByRole('link', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Entrar' })).toHaveFocus());
  });

  it('leaves focus where the visitor already put it in the new page (typing is never cut off)', async () => {
    renderAt(<SlowLogin />);
    await userEvent.click(screen.getByRole('link', { name: 'Entrar' }));
    const email = screen.getByLabelText('E-mail');
    await userEvent.click(email);
    await screen.findByRole('heading', { name: 'Entrar' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await userEvent.keyboard('b@b.co');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('b@b.co');
  });

  it('leaves focus where the visitor moved it outside the new page while its heading was coming', async () => {
    renderAt(<SlowLogin />);
    await userEvent.click(screen.getByRole('link', { name: 'Entrar' }));
    // The header's controls stay usable: the visitor tabs to one before the page's heading arrives.
    const back = screen.getByRole('button', { name: 'Voltar' });
    back.focus();
    await screen.findByRole('heading', { name: 'Entrar' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(back).toHaveFocus();
  });
});
