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

  it('tells a download that failed, in each browser, from a bug', () => {
    expect(isCodeNotLoaded(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(true);
    expect(isCodeNotLoaded(new TypeError('error loading dynamically imported module: x'))).toBe(true);
    expect(isCodeNotLoaded(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeNotLoaded(new Error('Unable to preload CSS for /assets/A.css'))).toBe(true);
    expect(isCodeNotLoaded(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isCodeNotLoaded('texto')).toBe(false);
  });
});

describe('ScreenErrorBoundary on a screen nobody taps (the TV panel)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('tries again by itself after the given time, once', () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = vi.fn();
    render(
      <ScreenErrorBoundary onRetry={retry} retryAfterMs={30_000}>
        <Throws error={new TypeError('Failed to fetch dynamically imported module: /assets/Painel.js')} />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(CODE_NOT_LOADED_MESSAGE);
    vi.advanceTimersByTime(29_999);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(60_000);
    expect(retry).toHaveBeenCalledOnce();
  });
});
