import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAllSessions } from '../../lib/session/session-store';
import { renderPage, storeSession } from '../../test/helpers';
import { UserMenu } from './UserMenu';

function renderMenu(userType: 'cliente' | 'estabelecimento' = 'cliente') {
  const session = storeSession({ userType });
  renderPage(
    <>
      <button type="button">Antes</button>
      <UserMenu session={session} />
      <button type="button">Depois</button>
    </>,
    { route: userType === 'cliente' ? '/cliente/home' : '/estabelecimento/home' },
  );
  const button = screen.getByRole('button', { name: /menu da conta/ });
  return { button };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('UserMenu (menu button pattern)', () => {
  afterEach(() => clearAllSessions());

  it('names a client by the first name and an establishment by its whole name', () => {
    const { unmount } = renderPage(<UserMenu session={storeSession({ name: 'Maria Silva' })} />);
    expect(screen.getByRole('button', { name: /menu da conta/ })).toHaveTextContent(/^MMaria,/);
    unmount();
    const owner = storeSession({ userType: 'estabelecimento', name: 'Navalha de Ouro' });
    renderPage(<UserMenu session={owner} />, { route: '/estabelecimento/home' });
    expect(screen.getByRole('button', { name: /menu da conta/ })).toHaveTextContent(/^NNavalha de Ouro,/);
  });

  it('is a menu button: aria-haspopup, aria-expanded and a labelled menu', async () => {
    const { button } = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: /menu da conta/ });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual([
      'Perfil',
      'Configurações',
      'Sair',
    ]);
  });

  it('opens with Enter on its first item and Escape closes it, focus back on the button', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeVisible();
    expect(item('Perfil')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens with Space, and with ArrowDown (first item) or ArrowUp (last item)', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard(' ');
    expect(item('Perfil')).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    await userEvent.keyboard('{ArrowDown}');
    expect(item('Perfil')).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    await userEvent.keyboard('{ArrowUp}');
    expect(item('Sair')).toHaveFocus();
  });

  it('moves between items with the arrows (wrapping), Home and End', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Configurações')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Sair')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Perfil')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(item('Sair')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(item('Perfil')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(item('Sair')).toHaveFocus();
  });

  it('closes on Tab and focus moves on past the button', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeVisible();
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Depois' })).toHaveFocus();
  });

  it('closes on Shift+Tab and focus moves back before the button', async () => {
    const { button } = renderMenu();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeVisible();
    await userEvent.tab({ shift: true });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Antes' })).toHaveFocus();
  });

  it('closes on a click outside, and on a second click on the button', async () => {
    const { button } = renderMenu();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Depois' }));
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(button);
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("links to the role's profile and settings, and Enter on an item follows it", async () => {
    renderMenu('estabelecimento');
    screen.getByRole('button', { name: /menu da conta/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Perfil')).toHaveAttribute('href', '/estabelecimento/perfil');
    expect(item('Configurações')).toHaveAttribute('href', '/estabelecimento/configuracoes');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/estabelecimento/configuracoes');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Space on a link item follows it too', async () => {
    const { button } = renderMenu('cliente');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Perfil')).toHaveAttribute('href', '/cliente/perfil');
    await userEvent.keyboard(' ');
    expect(screen.getByTestId('location')).toHaveTextContent('/cliente/perfil');
  });
});
