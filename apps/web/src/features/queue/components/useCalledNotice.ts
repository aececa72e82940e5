import { useCallback, useEffect, useRef } from 'react';

const TITLE = 'É a sua vez!';
const FLASH_MS = 1_000;
const FLASHES = 10;

/**
 * The client's own call, beside the called state on screen: a buzz for a phone in a pocket and a
 * title that flashes in a background tab. Never the toast 'Cliente {n} foi chamado!': that sentence is
 * for the establishment and the other people watching, not for the person called (decision 022).
 */
export function useCalledNotice(): () => void {
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  return useCallback(() => {
    navigator.vibrate?.([200, 100, 200]);
    clearInterval(timer.current);
    const original = document.title.startsWith(TITLE)
      ? document.title.slice(TITLE.length + 3)
      : document.title;
    let shown = 0;
    timer.current = setInterval(() => {
      shown += 1;
      document.title = shown % 2 === 1 && shown < FLASHES * 2 ? `${TITLE} · ${original}` : original;
      if (shown >= FLASHES * 2) clearInterval(timer.current);
    }, FLASH_MS / 2);
  }, []);
}
