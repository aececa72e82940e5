import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import styles from './Toast.module.css';

/** SPEC §2: a transient notification closes by itself after 3 s, with a 3 s progress bar. */
export const TOAST_DURATION_MS = 3_000;

/** More than this at once is noise: the oldest gives way to the newest. */
export const TOAST_LIMIT = 3;

export type ToastTone = 'success' | 'error' | 'info';

interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

type ShowToast = (message: string, tone?: ToastTone) => void;

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Holds the notifications of the whole app. They stack in the bottom-right corner (along the bottom,
 * above the safe area, on phones), newest on top, at most three: away from each screen's main action,
 * which sits at the top right of its page ('Criar Filas') or in its form.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback<ShowToast>(
    (message, tone = 'success') => {
      const id = nextId.current++;
      // The same message twice in a row (a double event) is shown once.
      setToasts((list) =>
        [...list.filter((t) => t.message !== message), { id, message, tone }].slice(-TOAST_LIMIT),
      );
      setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    },
    [dismiss],
  );

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* The region is always there, so screen readers announce what is added to it. */}
      <section className={styles.region} aria-label="Notificações" aria-live="polite">
        {[...toasts].reverse().map((toast) => (
          <div
            key={toast.id}
            className={`${styles.toast} ${styles[toast.tone]}`}
            role={toast.tone === 'error' ? 'alert' : undefined}
          >
            <p className={styles.message}>{toast.message}</p>
            <button
              type="button"
              className={styles.close}
              onClick={() => dismiss(toast.id)}
              aria-label="Fechar notificação"
            >
              ×
            </button>
            <span className={styles.progress} aria-hidden="true" />
          </div>
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
