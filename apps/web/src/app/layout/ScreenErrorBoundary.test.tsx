import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CODE_NOT_LOADED_MESSAGE,
  isCodeNotLoaded,
  SCREEN_FAILED_MESSAGE,
  ScreenErrorBoundary,
} from './ScreenErrorBoundary';

function Throws({ error }: { error: Error }): null {
  throw error;
}

describe('ScreenErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a screen whose code did not download asks to check the connection, and retrying reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = vi.fn();
    render(
      <ScreenErrorBoundary onRetry={retry}>
        <Throws error={new TypeError('Failed to fetch dynamically imported module: /assets/A.js')} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(CODE_NOT_LOADED_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('a screen that throws while drawing says something went wrong, without the technical message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ScreenErrorBoundary>
        <Throws error={new Error("Cannot read properties of undefined (reading 'nome')")} />
      </ScreenErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(SCREEN_FAILED_MESSAGE);
    expect(alert).not.toHaveTextContent('Cannot read');
  });

  it('a falsy value thrown still shows the notice instead of drawing the screen again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function ThrowsZero(): null {
      throw 0;
    }
    render(
      <ScreenErrorBoundary>
        <ThrowsZero />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SCREEN_FAILED_MESSAGE);
  });

  it('tells a download that failed, in each browser, from a bug', () => {
    expect(isCodeNotLoaded(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(true);
    expect(isCodeNotLoaded(new TypeError('error loading dynamically imported module: x'))).toBe(true);
    expect(isCodeNotLoaded(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeNotLoaded(new Error('Unable to preload CSS for /assets/A.css'))).toBe(true);
    expect(isCodeNotLoaded(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    // A failed API call is not the screen's code.
    expect(isCodeNotLoaded(new TypeError('Failed to fetch'))).toBe(false);
    expect(isCodeNotLoaded('texto')).toBe(false);
  });
});

describe('ScreenErrorBoundary on a screen nobody taps (the TV panel)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const codeNotLoaded = () => new TypeError('Failed to fetch dynamically imported module: /assets/Painel.js');

  it('retries by itself once the page answers again, not while the network is down', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = vi.fn();
    let online = false;
    const networkIsBack = vi.fn(async () => online);
    render(
      <ScreenErrorBoundary onRetry={retry} retryAfterMs={30_000} networkIsBack={networkIsBack}>
        <Throws error={codeNotLoaded()} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(CODE_NOT_LOADED_MESSAGE);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(networkIsBack).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(networkIsBack).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(networkIsBack).toHaveBeenCalledTimes(3);
    expect(retry).not.toHaveBeenCalled();

    online = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(retry).toHaveBeenCalledOnce();
  });

  it('a screen that fails with a bug is not reloaded over and over', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = vi.fn();
    render(
      <ScreenErrorBoundary onRetry={retry} retryAfterMs={30_000} networkIsBack={async () => true}>
        <Throws error={new Error('bug')} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SCREEN_FAILED_MESSAGE);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(retry).not.toHaveBeenCalled();
  });

  it('stops checking once the panel is gone', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const networkIsBack = vi.fn(async () => false);
    const { unmount } = render(
      <ScreenErrorBoundary onRetry={vi.fn()} retryAfterMs={30_000} networkIsBack={networkIsBack}>
        <Throws error={codeNotLoaded()} />
      </ScreenErrorBoundary>,
    );
    unmount();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(networkIsBack).not.toHaveBeenCalled();
  });
});

describe('ScreenErrorBoundary outside the app shell', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the notice a page of its own (the TV panel has no shell around it)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ScreenErrorBoundary standalone>
        <Throws error={new TypeError('Failed to fetch dynamically imported module: /assets/Painel.js')} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
  });
});
