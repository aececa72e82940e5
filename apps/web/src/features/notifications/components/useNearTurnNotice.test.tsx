import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/helpers';
import { FLASH_MAX_MS } from './flash-title';
import { useNearTurnNotice } from './useNearTurnNotice';

function Ticket({ position, threshold }: { position: number; threshold: number }) {
  useNearTurnNotice({ ticketId: 7, queueName: 'Corte', position, threshold });
  return <p>posição {position}</p>;
}

let moveTo: (position: number, threshold?: number) => void = () => undefined;

/** The ticket inside the app's providers, moved from outside as the live stream would move it. */
function Harness({ start, threshold: firstThreshold }: { start: number; threshold: number }) {
  const [state, setState] = useState({ position: start, threshold: firstThreshold });
  moveTo = (position, threshold = state.threshold) => setState({ position, threshold });
  return <Ticket position={state.position} threshold={state.threshold} />;
}

function moveThrough(positions: number[], threshold = 2) {
  const view = renderPage(<Harness start={positions[0]!} threshold={threshold} />);
  for (const position of positions.slice(1)) act(() => moveTo(position));
  return view;
}

const NEAR = 'Faltam 2 pessoas para a sua vez na fila Corte.';

describe('the in-page near-turn notice', () => {
  let vibrate: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    window.sessionStorage.clear();
    document.title = 'Corte — Vez';
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'vibrate');
    vi.useRealTimers();
  });

  it('tells the client, flashes the tab title and buzzes when the position crosses the threshold', () => {
    vi.useFakeTimers();
    moveThrough([5, 4, 3]);
    expect(screen.getByText(NEAR)).toBeInTheDocument();
    expect(vibrate).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('(!) Faltam 2 — Vez');
    act(() => vi.advanceTimersByTime(1_000));
    expect(document.title).toBe('Corte — Vez');
    act(() => vi.advanceTimersByTime(FLASH_MAX_MS));
    expect(document.title).toBe('Corte — Vez');
  });

  it('says it once per ticket and threshold, even if the position goes back and forth', () => {
    const view = moveThrough([4, 3, 4, 3, 2]);
    expect(screen.getAllByText(NEAR)).toHaveLength(1);
    expect(vibrate).toHaveBeenCalledTimes(1);
    view.unmount();
    // The same tab, the page opened again: still once.
    moveThrough([4, 3]);
    expect(screen.queryByText(NEAR)).toBeNull();
  });

  it('says nothing when the page opens inside the threshold or the client raises it', () => {
    const view = moveThrough([3, 2]);
    expect(vibrate).not.toHaveBeenCalled();
    view.unmount();
    window.sessionStorage.clear();
    renderPage(<Harness start={6} threshold={2} />);
    act(() => moveTo(6, 5));
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('counts a paid jump past the threshold as crossing it', () => {
    moveThrough([9, 2]);
    expect(screen.getByText('Falta 1 pessoa para a sua vez na fila Corte.')).toBeInTheDocument();
  });
});
