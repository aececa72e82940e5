import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootOnIntent, PAGE_READY_EVENT } from './boot-on-intent';

function page() {
  document.body.innerHTML = `
    <button type="button" id="tema">Tema escuro</button>
    <a href="#sobre" id="link">Sobre</a>
    <form id="contato"><input name="nome" /><button type="submit">Enviar</button></form>`;
  return {
    button: document.getElementById('tema') as HTMLButtonElement,
    form: document.getElementById('contato') as HTMLFormElement,
  };
}

const live = () => document.dispatchEvent(new Event(PAGE_READY_EVENT));

// Each test's loader stops listening after it, so no test passes through another's listeners.
const stops: (() => void)[] = [];
const boot = (options: Parameters<typeof bootOnIntent>[1]) => stops.push(bootOnIntent(document, options));

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.innerHTML = '';
});

describe('bootOnIntent (a prerendered page)', () => {
  it('loads nothing while the visitor only reads', () => {
    page();
    const start = vi.fn(() => Promise.resolve());
    boot({ start, now: false });
    document.dispatchEvent(new Event('scroll'));
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the app once, at the first intent', () => {
    const { form } = page();
    const start = vi.fn(() => Promise.resolve());
    boot({ start, now: false });
    form.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once for a returning user', () => {
    page();
    const start = vi.fn(() => Promise.resolve());
    boot({ start, now: true });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a button press until the page is live, then presses it once', () => {
    const { button } = page();
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    boot({ start: () => Promise.resolve(), now: false });
    button.click();
    expect(pressed).not.toHaveBeenCalled();
    live();
    expect(pressed).toHaveBeenCalledTimes(1);
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('never lets the browser send a form before the page is live, and sends it then', () => {
    const { form } = page();
    const sent: boolean[] = [];
    form.addEventListener('submit', (event) => {
      sent.push(event.defaultPrevented);
      event.preventDefault();
    });
    boot({ start: () => Promise.resolve(), now: false });
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);
    live();
    expect(sent).toHaveLength(1);
  });

  it('tries again at the next intent when the app could not load', async () => {
    page();
    const start = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const onError = vi.fn();
    boot({ start, now: false, onError });
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(2);
  });
});

describe('text typed before the app was live', () => {
  it('reaches a controlled field once the page is hydrated', async () => {
    const { act } = await import('@testing-library/react');
    const { createElement, useState } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const seen: string[] = [];
    function Search() {
      const [query, setQuery] = useState('');
      seen.push(query);
      return createElement('input', {
        'aria-label': 'Buscar',
        value: query,
        onChange: (e: { target: { value: string } }) => setQuery(e.target.value),
      });
    }
    const root = document.createElement('div');
    root.innerHTML = renderToString(createElement(Search));
    document.body.append(root);
    boot({ start: () => Promise.resolve(), now: false });
    const input = root.querySelector('input') as HTMLInputElement;
    input.value = 'pagamento'; // typed while the page was plain HTML
    await act(async () => {
      hydrateRoot(root, createElement(Search));
    });
    await act(async () => live());
    expect(seen.at(-1)).toBe('pagamento');
    expect(input.value).toBe('pagamento');
  });
});
