import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllSessions } from '../../lib/session/session-store';
import { renderPage, storeSession } from '../../test/helpers';
import { Footer } from './Footer';

describe('Footer', () => {
  afterEach(() => clearAllSessions());

  it('offers a visitor the way in', () => {
    renderPage(<Footer />, { route: '/' });
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/escolha-login');
  });

  it('sends a logged-in user to their own area instead of the login', () => {
    storeSession({ userType: 'estabelecimento' });
    renderPage(<Footer />, { route: '/estabelecimento/home' });
    expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Minha área' })).toHaveAttribute('href', '/estabelecimento/home');
  });
});
