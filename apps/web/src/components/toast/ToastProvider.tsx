import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styles from './Toast.module.css';
import { type Toast, type ToastAction, ToastItem, type ToastTone } from './ToastItem';
import { choosePlace, controlsOnScreen, type ToastPlace } from './toast-placement';

/** A transient notification closes by itself after 3 s, with a 3 s progress bar. */
export const TOAST_DURATION_MS = 3_000;

/** More than this at once is noise: the oldest gives way to the newest. */
export const TOAST_LIMIT = 3;

export interface ToastOptions {
  action?: ToastAction;
  /** How long it stays (paused while the pointer or the focus is on it); TOAST_DURATION_MS by default. */
  durationMs?: number;
}

type ShowToast = (message: string, tone?: ToastTone, options?: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Holds the notifications of the whole app, at most three, newest first, in the corner of the screen
 * that covers none of the page's controls (toast-placement.ts): never over what a person presses next.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ShowToast>((message, tone = 'success', options = {}) => {
    const id = nextId.current++;
    const toast: Toast = {
      id,
      message,
      tone,
      durationMs: options.durationMs ?? TOAST_DURATION_MS,
      ...(options.action ? { action: options.action } : {}),
    };
    // The same message twice in a row (a double event) is shown once.
    setToasts((list) => [...list.filter((t) => t.message !== message), toast].slice(-TOAST_LIMIT));
  }, []);

  const value = useMemo(() => show, [show]);
  const { region, place } = usePlacement(toasts.length > 0);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* The region is always there, so screen readers announce what is added to it. */}
      <section
        ref={region}
        className={styles.region}
        data-place={place}
        aria-label="Notificações"
        aria-live="polite"
      >
        {[...toasts].reverse().map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

const RECHECK_MS = 120;

/**
 * The corner the notifications take: one that covers none of the page's controls (issue 38), chosen as
 * they appear and again as the page scrolls or resizes under them (once a frame at most), and every
 * few tenths of a second while they show: the page may draw new controls under them (a section drawn a
 * task later, a list that arrives).
 */
function usePlacement(shown: boolean) {
  const region = useRef<HTMLElement>(null);
  const [place, setPlace] = useState<ToastPlace>('bottom-end');
  useLayoutEffect(() => {
    if (!shown) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = region.current;
      if (!element) return;
      // Never moved from under a hand reaching for 'Desfazer' (or a focused button): it stays put.
      if (element.matches(':hover') || element.contains(document.activeElement)) return;
      const box = element.getBoundingClientRect();
      // The layout viewport, without scrollbars: what `position: fixed` is laid out against.
      const { clientWidth, clientHeight } = document.documentElement;
      const viewport = { left: 0, top: 0, width: clientWidth, height: clientHeight };
      setPlace((current) =>
        choosePlace({ width: box.width, height: box.height }, viewport, controlsOnScreen(document), current),
      );
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', later, { passive: true, capture: true });
    window.addEventListener('resize', later);
    const again = setInterval(later, RECHECK_MS);
    return () => {
      clearInterval(again);
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
    };
  });
  return { region, place };
}

/** Shows a transient notification ('Cliente Ana foi chamado!', 'Fila criada com sucesso!'). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast precisa de um ToastProvider acima na árvore');
  return show;
}
