import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const inShell = (node: React.ReactNode) => <Suspense fallback={<p>carregando</p>}>{node}</Suspense>;

describe('lazyScreen', () => {
  it('draws the screen at once, without the fallback, when its code arrived before the first draw', async () => {
    let downloads = 0;
    const Screen = lazyScreen(async () => {
      downloads += 1;
      return Counter;
    });
    await Screen.ready();
    render(inShell(<Screen label="Fila" />));
    expect(screen.getByRole('button', { name: 'Fila 0' })).toBeInTheDocument();
    expect(screen.queryByText('carregando')).not.toBeInTheDocument();
    expect(downloads).toBe(1);
  });

  it('shows the fallback while the code is on its way, then the screen, which keeps its state', async () => {
    const code = deferred<typeof Counter>();
    const Screen = lazyScreen(() => code.promise);
    const { rerender } = render(inShell(<Screen label="Fila" />));
    expect(screen.getByText('carregando')).toBeInTheDocument();
    await act(async () => code.resolve(Counter));
    const button = await screen.findByRole('button', { name: 'Fila 0' });
    act(() => button.click());
    rerender(inShell(<Screen label="Fila" />));
    expect(screen.getByRole('button', { name: 'Fila 1' })).toBeInTheDocument();
  });

  it('asks for the code again, on its first draw, after the early download failed', async () => {
    let attempts = 0;
    const Screen = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('sem rede');
      return Counter;
    });
    await expect(Screen.ready()).rejects.toThrow('sem rede');
    render(inShell(<Screen label="Fila" />));
    expect(await screen.findByRole('button', { name: 'Fila 0' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
