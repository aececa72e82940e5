import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/helpers';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

describe('legal pages', () => {
  it('the privacy policy says what, why, how long, who sees it and how to use LGPD rights', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeInTheDocument();
    for (const heading of [
      'O que guardamos',
      'Por que guardamos',
      'Por quanto tempo',
      'Quem vê seus dados',
      'Seus direitos (LGPD)',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/bandeira e os 4 últimos dígitos/).length).toBeGreaterThan(0);
    expect(screen.getByText(/5 anos/)).toBeInTheDocument();
    // Guests (issue 36): what they give, and that it goes 30 days after the ticket ends.
    expect(
      screen.getByText(/Entrou na fila sem cadastro\? Seu nome, celular e e-mail são apagados 30 dias/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/o nome, o celular e o e-mail são apagados 30 dias depois\s+que a senha termina/),
    ).toBeInTheDocument();
    expect(screen.getByText(/nome mascarado/)).toBeInTheDocument();
    expect(screen.getAllByText(/Baixar meus dados/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Excluir conta/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'suporte@vez.app' })[0]).toHaveAttribute(
      'href',
      'mailto:suporte@vez.app',
    );
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
  });

  it('the terms link back to the privacy policy', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });
});
