import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllSessions } from '../../lib/session/session-store';
import { renderPage, storeSession } from '../../test/helpers';
import { AppShell } from './AppShell';

function Page() {
  return (
    <>
      <h1>Página de teste</h1>
      <button type="button">Ação da página</button>
    </>
  );
}

function renderShell(route: string) {
  return renderPage(null, {
    route,
    routes: (
      <Route element={<AppShell />}>
        <Route path="*" element={<Page />} />
      </Route>
    ),
  });
}

async function openDrawer() {
  const toggle = screen.getByRole('button', { name: 'Menu de navegação' });
  await userEvent.click(toggle);
  const drawer = screen.getByRole('dialog', { name: 'Menu de navegação' });
  return { toggle, drawer };
}

describe('AppShell: the phone drawer', () => {
  afterEach(() => clearAllSessions());

  it('opens as a modal: focus on its first link, the page behind inert and not scrolling', async () => {
    storeSession({ userType: 'cliente' });
    renderShell('/cliente/home');
    const { toggle, drawer } = await openDrawer();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    expect(screen.getByRole('banner', { hidden: true })).toHaveAttribute('inert');
    expect(screen.getByRole('contentinfo', { hidden: true })).toHaveAttribute('inert');
    expect(document.body).toHaveClass('scroll-locked');
  });

  it('traps Tab inside: past the last control it wraps to the first, and back', async () => {
    storeSession({ userType: 'cliente' });
    renderShell('/cliente/home');
    const { drawer } = await openDrawer();
    const close = within(drawer).getByRole('button', { name: 'Fechar menu' });
    const last = within(drawer).getByRole('link', { name: 'Minhas Filas' });
    await userEvent.tab();
    await userEvent.tab();
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('Escape closes it and gives focus back to the menu button', async () => {
    storeSession({ userType: 'estabelecimento' });
    renderShell('/estabelecimento/home');
    const { toggle } = await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  it('a click on the backdrop closes it, focus back on the menu button', async () => {
    storeSession({ userType: 'cliente' });
    renderShell('/cliente/home');
    const { toggle } = await openDrawer();
    await userEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('drawer-backdrop')).toBeNull();
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('its close button closes it too', async () => {
    storeSession({ userType: 'cliente' });
    renderShell('/cliente/home');
    const { toggle, drawer } = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Fechar menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('choosing a page closes it and the new page takes over', async () => {
    storeSession({ userType: 'cliente' });
    renderShell('/cliente/home');
    const { drawer } = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Estabelecimentos' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cliente/estabelecimentos');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });
});

describe('AppShell: the footer by route', () => {
  afterEach(() => clearAllSessions());

  it('inside the app it is one slim line: © Vez, Início, Perguntas frequentes, Termos, Privacidade', () => {
    storeSession({ userType: 'cliente' });
    renderShell('/cliente/minhas-filas');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Vez`);
    const links = within(footer).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Início', '/cliente/home'],
      ['Perguntas frequentes', '/faq'],
      ['Termos', '/termos'],
      ['Privacidade', '/privacidade'],
    ]);
    expect(within(footer).queryByLabelText('Seu feedback')).toBeNull();
  });

  it('the establishment area gets the slim one too', () => {
    storeSession({ userType: 'estabelecimento' });
    renderShell('/estabelecimento/gerenciar-filas');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Início' })).toHaveAttribute(
      'href',
      '/estabelecimento/home',
    );
    expect(within(footer).queryByLabelText('Seu feedback')).toBeNull();
  });

  it('public pages keep the full footer with the feedback box', () => {
    renderShell('/faq');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByLabelText('Seu feedback')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/escolha-login');
    expect(within(footer).getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/privacidade');
    expect(screen.queryByRole('button', { name: 'Menu de navegação' })).toBeNull();
  });
});

describe('AppShell: a screen that fails to open', () => {
  afterEach(() => {
    clearAllSessions();
    vi.restoreAllMocks();
  });

  it('keeps the header and menu, says the page did not load, and another page opens normally', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storeSession({ userType: 'cliente' });
    const Unreachable = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Perfil.js')),
    );
    renderPage(null, {
      route: '/cliente/perfil',
      routes: (
        <Route element={<AppShell />}>
          <Route path="cliente/perfil" element={<Unreachable />} />
          <Route path="*" element={<Page />} />
        </Route>
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar esta página. Verifique sua conexão');
    expect(within(alert).getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', {
        name: 'Home',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Página de teste' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
