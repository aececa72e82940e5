import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_READY_EVENT } from '../lib/prerender/boot-on-intent';
import { renderPage } from '../test/helpers';
import { FaqScreen, publicScreenReady } from './public-screens';

describe('the prerendered pages’ screens', () => {
  const heard = vi.fn();
  afterEach(() => {
    document.removeEventListener(PAGE_READY_EVENT, heard);
    heard.mockReset();
  });

  it('say the page is live only once the screen itself is drawn, not while its code is coming', async () => {
    document.addEventListener(PAGE_READY_EVENT, heard);
    renderPage(
      <Suspense fallback={<p>carregando</p>}>
        <FaqScreen />
      </Suspense>,
    );
    expect(screen.getByText('carregando')).toBeInTheDocument();
    expect(heard).not.toHaveBeenCalled();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Perguntas frequentes' }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledOnce());
  });

  it('name the code to wait for at each prerendered path, with or without a trailing slash', async () => {
    const paths = ['/', '/faq', '/faq/', '/login', '/login-estab', '/cadastro-cliente', '/termos'];
    const loads = paths.map((path) => publicScreenReady(path));
    for (const [i, load] of loads.entries()) expect(load, paths[i]).toBeInstanceOf(Promise);
    expect(publicScreenReady('/cliente/home')).toBeNull();
    expect(publicScreenReady('/reset-password')).toBeNull();
    // Every screen's code is here before the test ends (none is left loading into a torn-down page).
    await Promise.all(loads);
  });
});
