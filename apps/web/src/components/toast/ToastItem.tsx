import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import styles from './Toast.module.css';

export type ToastTone = 'success' | 'error' | 'info';

/** A button in the notification ('Desfazer'): pressing it runs `onPress` and closes the notification. */
export interface ToastAction {
  label: string;
  onPress: () => void;
}

/** One notification as the provider holds it (its clock runs in ToastItem). */
export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  action?: ToastAction;
  durationMs: number;
}

/**
 * One notification. It closes by itself when its time runs out, but the clock stops while the pointer
 * is over it or the focus is inside it (a 'Desfazer' being reached for must not vanish under the
 * finger), and its bar stops with it.
 */
export function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const messageId = useId();
  const remaining = useRef(toast.durationMs);
  const hovered = useRef(false);
  const focused = useRef(false);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, onDismiss, toast.id]);

  const update = () => setPaused(hovered.current || focused.current);
  const style = { '--toast-duration': `${toast.durationMs}ms` } as CSSProperties;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the handlers only hold the clock while the pointer or focus is on it; its buttons are the interaction
    <div
      className={`${styles.toast} ${styles[toast.tone]}`}
      role={toast.tone === 'error' ? 'alert' : undefined}
      data-paused={paused || undefined}
      style={style}
      onPointerEnter={() => {
        hovered.current = true;
        update();
      }}
      onPointerLeave={() => {
        hovered.current = false;
        update();
      }}
      onFocus={() => {
        focused.current = true;
        update();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        update();
      }}
    >
      <p id={messageId} className={styles.message}>
        {toast.message}
      </p>
      {toast.action && (
        <button
          type="button"
          className={styles.action}
          aria-describedby={messageId}
          onClick={() => {
            onDismiss(toast.id);
            toast.action?.onPress();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.close}
        onClick={() => onDismiss(toast.id)}
        aria-label="Fechar notificação"
      >
        ×
      </button>
      <span className={styles.progress} aria-hidden="true" />
    </div>
  );
}
