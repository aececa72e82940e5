import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The install state lives in a module (it listens from start-up): each test gets a fresh copy, and
// the router the page is drawn in comes from the same fresh set of modules as the section's links.
async function load() {
  const prompt = await import('../../../lib/pwa/install-prompt');
  const { DownloadSection } = await import('./DownloadSection');
  const { renderPage } = await import('../../../test/helpers');
  cleanUp = (await import('@testing-library/react')).cleanup;
  return { watch: prompt.watchInstallPrompt, DownloadSection, renderPage };
}
// That fresh set has its own Testing Library, whose page the shared clean-up does not know.
let cleanUp = () => {};

function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

describe('the landing page app section', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    cleanUp();
    vi.restoreAllMocks();
  });

  it('offers Instalar o app when the browser allows it, and hides it once installed', async () => {
    const { watch, DownloadSection, renderPage } = await load();
    watch();
    renderPage(<DownloadSection />);
    expect(screen.queryByRole('button', { name: 'Instalar o app' })).toBeNull();

    const offer = installOffer('accepted');
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Instalar o app' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText('O Vez já está instalado neste aparelho.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Instalar o app' })).toBeNull();
  });

  it('hides the offer when the app is installed from the browser menu instead', async () => {
    const { watch, DownloadSection, renderPage } = await load();
    watch();
    renderPage(<DownloadSection />);
    act(() => {
      window.dispatchEvent(installOffer('dismissed'));
    });
    expect(screen.getByRole('button', { name: 'Instalar o app' })).toBeVisible();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Instalar o app' })).toBeNull();
    expect(screen.getByText('O Vez já está instalado neste aparelho.')).toBeVisible();
  });

  it('tells an iPhone user the Compartilhar steps', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1',
    );
    const { watch, DownloadSection, renderPage } = await load();
    watch();
    renderPage(<DownloadSection />);
    const steps = screen.getByRole('list', { name: 'Como instalar no iPhone' });
    expect(steps).toHaveTextContent('Compartilhar');
    expect(steps).toHaveTextContent('Adicionar à Tela de Início');
  });

  it('otherwise says how to install from the browser menu, and still lets them use it now', async () => {
    const { watch, DownloadSection, renderPage } = await load();
    watch();
    renderPage(<DownloadSection />);
    expect(screen.getByText(/abra o menu do navegador/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Usar agora no navegador' })).toHaveAttribute(
      'href',
      '/cadastro-cliente',
    );
  });
});
