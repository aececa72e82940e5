import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllSessions } from '../../lib/session/session-store';
import { renderPage, storeSession } from '../../test/helpers';
import { ClientHomePage } from './ClientHomePage';
import { EstablishmentHomePage } from './EstablishmentHomePage';

const INTERACTIVE = 'a, button, input, select, textarea, summary, [tabindex]';

function cardsOf() {
  const list = screen.getAllByRole('list')[0]!;
  return within(list).getAllByRole('listitem');
}

describe('home cards', () => {
  afterEach(() => clearAllSessions());

  it('client home: each card is one link, named by its title, leading to its area', () => {
    storeSession({ userType: 'cliente', name: 'Maria Silva' });
    renderPage(<ClientHomePage />, { route: '/cliente/home' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Olá, Maria!');
    const cards = cardsOf();
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.querySelectorAll(INTERACTIVE)).toHaveLength(1);
      const link = within(card).getByRole('link');
      expect(link).toHaveAccessibleName(within(card).getByRole('heading', { level: 2 }).textContent ?? '');
      expect(link).toHaveAccessibleDescription(/\S/);
    }
    expect(screen.getByRole('link', { name: 'Encontre um lugar' })).toHaveAttribute(
      'href',
      '/cliente/estabelecimentos',
    );
    expect(screen.getByRole('link', { name: 'Acompanhe sua vez' })).toHaveAttribute(
      'href',
      '/cliente/minhas-filas',
    );
    expect(screen.getByRole('link', { name: 'Tire suas dúvidas' })).toHaveAttribute('href', '/faq');
  });

  it('establishment home: greets the establishment by its whole name, not its first word', () => {
    // The session's name is the one clients see: the trade name when there is one (decision 056).
    storeSession({ userType: 'estabelecimento', name: 'Navalha de Ouro' });
    renderPage(<EstablishmentHomePage />, { route: '/estabelecimento/home' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Olá, Navalha de Ouro! Bem-vindo(a) ao Vez.',
    );
  });

  it('establishment home: cards lead to Gerenciar Filas, Dashboard and Planos', () => {
    storeSession({ userType: 'estabelecimento', name: 'Barbearia Central' });
    renderPage(<EstablishmentHomePage />, { route: '/estabelecimento/home' });
    const hrefs = cardsOf().map((card) => {
      expect(card.querySelectorAll(INTERACTIVE)).toHaveLength(1);
      return within(card).getByRole('link').getAttribute('href');
    });
    expect(hrefs).toEqual([
      '/estabelecimento/gerenciar-filas',
      '/estabelecimento/dashboard',
      '/estabelecimento/planos',
    ]);
    expect(screen.getByRole('link', { name: 'Gerencie suas filas' })).toBeInTheDocument();
  });
});
