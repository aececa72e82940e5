import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import styles from './Toast.module.css';
import { ToastItem } from './ToastItem';

/** SPEC §2: a transient notification closes by itself after 3 s, with a 3 s progress bar. */
export const TOAST_DURATION_MS = 3_000;

/** More than this at once is noise: the oldest gives way to the newest. */
export const TOAST_LIMIT = 3;

export type ToastTone = 'success' | 'error' | 'info';

/** A button in the notification ('Desfazer'): pressing it runs `onPress` and closes the notification. */
export interface ToastAction {
  label: string;
  onPress: () => void;
}

export interface ToastOptions {
  action?: ToastAction;
  /** How long it stays (paused while the pointer or the focus is on it); TOAST_DURATION_MS by default. */
  durationMs?: number;
}

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction;
  durationMs: number;
}

type ShowToast = (message: string, tone?: ToastTone, options?: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Holds the notifications of the whole app, at most three, newest first. Where they sit is the
 * stylesheet's business (Toast.module.css): never over what a person presses next (issue 38).
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
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* The region is always there, so screen readers announce what is added to it. */}
      <section className={styles.region} aria-label="Notificações" aria-live="polite">
        {[...toasts].reverse().map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

/** Shows a transient notification ('Cliente Ana foi chamado!', 'Fila criada com sucesso!'). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast precisa de um ToastProvider acima na árvore');
  return show;
}
