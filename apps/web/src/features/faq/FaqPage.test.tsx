import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/helpers';
import FaqPage from './FaqPage';

describe('FaqPage', () => {
  it('shows the five categories as headings with questions as buttons', () => {
    renderPage(<FaqPage />, { route: '/faq' });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Geral',
        'Para Clientes',
        'Sistema de Pagamentos',
        'Para Estabelecimentos',
        'Segurança e Privacidade',
      ]),
    );
    const question = screen.getByRole('button', { name: 'O que é o Vez?' });
    expect(question.closest('h3')).not.toBeNull();
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes a question with Enter and Space, linking button and region', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { route: '/faq' });
    const question = screen.getByRole('button', { name: 'Quanto custa avançar?' });
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Quanto custa avançar?' });
    expect(region).toBe(panel);
    expect(within(region).getByText(/R\$ 10,00/)).toBeVisible();

    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { route: '/faq' });
    const triggers = screen.getAllByRole('button', { expanded: false });
    triggers[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(triggers[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(triggers[triggers.length - 1]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(triggers[0]).toHaveFocus();
  });

  it('filters questions ignoring accents and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { route: '/faq' });
    const search = screen.getByLabelText('Buscar nas perguntas');
    await user.type(search, 'scrypt');
    expect(screen.getByRole('button', { name: 'Como minha senha é guardada?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O que é o Vez?' })).not.toBeInTheDocument();
    expect(screen.getByText('1 pergunta encontrada.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'xyzzy');
    expect(screen.getByRole('heading', { name: 'Nenhuma pergunta encontrada' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'veja todas as perguntas' }));
    expect(screen.getByRole('button', { name: 'O que é o Vez?' })).toBeInTheDocument();
  });

  it('links home, to the login choice and to the support mailbox', () => {
    renderPage(<FaqPage />, { route: '/faq' });
    expect(screen.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Entrar no Vez' })[0]).toHaveAttribute(
      'href',
      '/escolha-login',
    );
    expect(screen.getByRole('link', { name: 'suporte@vez.app' })).toHaveAttribute(
      'href',
      'mailto:suporte@vez.app',
    );
  });
});
